import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignatureMatches } from '../../functions/src/domain/webhookSignature.js';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { adminDb, clearFirestore, closeAdmin, eventually, functionsSettled, postIngest } from '../support/emulators.js';
import { startHttpServer, type RecordingHttpServer } from '../support/localServers.js';
import { signedInPage } from './shellSupport.js';

const SN = 'S-1002'; // Soil moisture bed A: value = 0.05 * raw - 2 (%)
const gateway = DEMO_GATEWAYS[0];
const systemPath = `system/${DEMO_SYSTEM_ID}`;
const idFromUrl = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

/** One post of [raw value, time] samples; resolves once the device holds the newest. */
async function postSeries(samples: [number, number][]): Promise<void> {
  const body = { gatewaySn: gateway.sn, samples: samples.map(([raw, time]) => ({ sn: SN, time, rawValues: [raw] })) };
  const res = await postIngest(body, gateway.key);
  expect(res.status).toBe(202);
  const newest = Math.max(...samples.map(([, time]) => time));
  const device = adminDb().doc(`${systemPath}/devices/${SN}`);
  await eventually(async () => ((await device.get()).get('sample.time') === newest ? true : undefined), 90_000);
}

const alarms = async (ruleId: string) =>
  (await adminDb().collection(`${systemPath}/events`).where('ruleId', '==', ruleId).where('kind', '==', 'alarm').get())
    .docs;

describe('an admin sets up a delayed threshold rule and a webhook channel; the alarm reaches it and is acknowledged', () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;
  let page: Page;
  let hook: RecordingHttpServer;
  let channelId = '';
  let ruleId = '';
  let secret = '';

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    hook = await startHttpServer(0);
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
    ({ page } = await signedInPage(browser, baseUrl, DEMO_USER));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await hook?.close();
    await closeAdmin();
  });

  it('a loopback webhook channel gets its own secret and "Send test" is signed with it', async () => {
    // A loopback receiver is only reachable against the emulators: the rules refuse it from a
    // browser, so the channel is written with the admin SDK (docs/THREAT_MODEL.md).
    channelId = 'ops-hook';
    await adminDb()
      .doc(`${systemPath}/pushConfig/${channelId}`)
      .set({ type: 'webhook', name: 'Ops hook', target: `${hook.url}/alarms`, enabled: true });
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/notificationchannels/${channelId}`);
    await page.getByRole('button', { name: 'New signing secret' }).click({ timeout: 60_000 });
    secret = await eventually(
      async () => (await page.getByTestId('channel-secret').textContent()) || undefined,
      60_000,
    );
    expect(secret.length).toBeGreaterThan(20);

    // "Send test" goes through the real delivery path to the local receiver.
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect.poll(() => page.getByText('Test sent.').count(), { timeout: 60_000 }).toBe(1);
    const test = hook.requests.find((r) => r.body.includes('Test notification'));
    expect(
      webhookSignatureMatches(secret, test?.body ?? '', String(test?.headers['x-neuron-signature']), Date.now()),
    ).toBe(true);
  }, 180_000);

  it('creates a threshold rule (above 40 % for 1 minute) through the editor', async () => {
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/rules`);
    await page.getByRole('link', { name: 'New rule' }).click();
    await page.getByLabel('Name').fill('Soil too wet');
    await page.getByLabel('Only the devices picked below').check();
    await page.getByRole('checkbox', { name: /Soil moisture bed A/ }).check({ timeout: 90_000 });
    await page.getByLabel('Threshold', { exact: true }).fill('40');
    await page.getByLabel('For at least (minutes)').fill('1');
    await page.getByRole('checkbox', { name: /Ops hook/ }).check();
    await page.getByRole('button', { name: 'Create rule' }).click();
    await page.waitForURL((url) => /\/rules\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
    ruleId = idFromUrl(page);
    const rule = (await adminDb().doc(`${systemPath}/eventRules/${ruleId}`).get()).data();
    expect(rule).toMatchObject({
      name: 'Soil too wet',
      kind: 'threshold',
      op: 'gt',
      threshold: 40,
      delaySec: 60,
      devices: [SN],
      channels: [channelId],
    });
  }, 180_000);

  it('raises the alarm only once the value stayed above for a minute, and the webhook gets it signed', async () => {
    // Every sample of a post is judged at its own time (shared/src/rules/ruleSeries.ts), so a
    // post of the last minutes shows the delay without waiting for it on the clock.
    const now = Date.now();
    // 43 % for 40 s, then 23 %: short of the rule's minute.
    await postSeries([
      [900, now - 170_000],
      [500, now - 130_000],
    ]);
    await functionsSettled(); // both samples were judged
    expect(await alarms(ruleId)).toHaveLength(0);
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/events`);
    // Above again for 70 s: its minute runs out between the two samples.
    await postSeries([
      [900, now - 100_000],
      [920, now - 30_000],
    ]);
    await expect
      .poll(() => page.getByRole('link', { name: /Soil too wet: Soil moisture bed A is 4\d/ }).count(), {
        timeout: 90_000,
      })
      .toBe(1);
    const req = await eventually(async () => hook.requests.find((r) => r.body.includes('"kind":"alarm"')), 90_000);
    expect(webhookSignatureMatches(secret, req.body, String(req.headers['x-neuron-signature']), Date.now())).toBe(true);
    expect(JSON.parse(req.body)).toMatchObject({ kind: 'alarm', deviceSn: SN });
  }, 240_000);

  it('acknowledges the alarm with a comment', async () => {
    await page.getByRole('link', { name: /Soil too wet: Soil moisture bed A/ }).click();
    await page.getByLabel('Comment (optional)').fill('Closed the irrigation valve');
    await page.getByRole('button', { name: 'Acknowledge' }).click();
    const eventId = idFromUrl(page);
    const acked = await eventually(async () => {
      const d = (await adminDb().doc(`${systemPath}/events/${eventId}`).get()).data();
      return d?.acknowledgedBy ? d : undefined;
    });
    expect(acked).toMatchObject({ acknowledgedBy: DEMO_USER.email, ackComment: 'Closed the irrigation valve' });
    await expect.poll(() => page.getByText('Closed the irrigation valve').count(), { timeout: 30_000 }).toBe(1);
  });
});
