// What one open of a system's page costs in Firestore terms (docs/LARGE_SYSTEMS.md, "A system of
// any size"): the documents the page is sent (each a billed read) and the bytes they take, read
// off the page's own network traffic to the Firestore emulator through the DevTools protocol.
import type { CDPSession, Page } from 'playwright-core';
import type { LargeSystem } from '../demo/largeSystem.js';
import { ports } from '../ports.js';

/** How long the page's Firestore traffic must be quiet before the open counts as done (ms). */
const QUIET_MS = 3_000;
/** The longest an open may take to settle (ms). */
const OPEN_WAIT_MS = 60_000;

/** Documents in a chunk of a Listen stream (one `documentChange` each) or a REST query answer (one `document` each). */
function documentsIn(text: string): number {
  const changes = text.match(/"documentChange"/g)?.length ?? 0;
  const found = text.match(/"document"\s*:\s*\{\s*"name"/g)?.length ?? 0;
  // A Listen change holds its document (`"documentChange": {"document": {"name"…`): counted once.
  return Math.max(changes, found);
}

/**
 * Opens `system` from the systems list and counts, from the click until the page's Firestore
 * traffic has been quiet for QUIET_MS, the documents sent to it and the bytes received. The
 * streams are followed from before the systems list loads (the open's listeners join the
 * channel the list opened).
 */
export async function measureOpenCost(
  page: Page,
  cdp: CDPSession,
  baseUrl: string,
  system: LargeSystem,
): Promise<{ documents: number; bytes: number }> {
  const firestorePort = String(ports().firestore);
  const followed = new Set<string>();
  let counting = false;
  let documents = 0;
  let bytes = 0;
  let lastAt = Date.now();
  const take = (text: string) => {
    if (counting) documents += documentsIn(text);
  };
  const onResponse = ({ requestId, response }: { requestId: string; response: { url: string } }) => {
    if (new URL(response.url).port !== firestorePort) return;
    followed.add(requestId);
    cdp
      .send('Network.streamResourceContent', { requestId })
      .then(({ bufferedData }) => take(Buffer.from(bufferedData, 'base64').toString('utf8')))
      .catch(() => undefined); // finished already: its body came with its dataReceived events
  };
  const onData = ({
    requestId,
    encodedDataLength,
    data,
  }: {
    requestId: string;
    encodedDataLength: number;
    data?: string;
  }) => {
    if (!followed.has(requestId)) return;
    lastAt = Date.now();
    if (!counting) return;
    bytes += encodedDataLength;
    if (data) take(Buffer.from(data, 'base64').toString('utf8'));
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.dataReceived', onData);
  await cdp.send('Network.enable');
  try {
    await page.goto(`${baseUrl}/systems`);
    const link = page.getByRole('link', { name: new RegExp(`Load test ${system.sensors.length} sensors`) });
    await link.waitFor();
    await page.waitForTimeout(QUIET_MS);
    counting = true;
    lastAt = Date.now();
    await link.click();
    await page.locator(`tr[data-sn="${system.sensors[0]}"]`).waitFor({ timeout: OPEN_WAIT_MS });
    await page.locator('[data-source="server"]').first().waitFor({ timeout: OPEN_WAIT_MS });
    const deadline = Date.now() + OPEN_WAIT_MS;
    while (Date.now() - lastAt < QUIET_MS && Date.now() < deadline) await page.waitForTimeout(250);
    return { documents, bytes };
  } finally {
    cdp.off('Network.responseReceived', onResponse);
    cdp.off('Network.dataReceived', onData);
    await cdp.send('Network.disable');
  }
}
