import type { Page } from 'playwright-core';
import { ports } from '../ports.js';

/**
 * Resolves once the page has sent the Firestore emulator nothing for `quietMs` (at most `maxMs`):
 * every listener and read its open started has been added, and the reads answered (a read once
 * adds a target and removes it when answered, each a request on the page's channel). On the
 * emulator a query in flight is evaluated again on every write to its collection
 * (docs/LARGE_SYSTEMS.md), so an update written while the open's reads are still under way
 * measures the open as much as the update; and a page navigated away from mid-read leaves its
 * reads on the emulator as listeners of an abandoned channel (liveTimes.ts waits here before
 * leaving a page too).
 */
export async function firestoreQuiet(page: Page, quietMs = 1_500, maxMs = 30_000): Promise<void> {
  const port = String(ports().firestore);
  let lastAt = Date.now();
  const onRequest = (r: { url: () => string; method: () => string }) => {
    if (r.method() === 'POST' && new URL(r.url()).port === port) lastAt = Date.now();
  };
  page.on('request', onRequest);
  try {
    const until = Date.now() + maxMs;
    while (Date.now() - lastAt < quietMs && Date.now() < until) await page.waitForTimeout(100);
  } finally {
    page.off('request', onRequest);
  }
}
