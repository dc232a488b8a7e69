import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { functionUrl, ports } from '../../scripts/ports.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { adminAuth, adminDb, clearFirestore, closeAdmin, eventually, postIngest } from '../support/emulators.js';
import { startHttpServer, type RecordingHttpServer } from '../support/localServers.js';
import { signIn } from './shellSupport.js';
import { createHmac } from 'node:crypto';

const gateway = DEMO_GATEWAYS[0];

describe('integrations and web push in the browser (FCM token faked at the client boundary)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let server: ClientServer;
  let baseUrl: string;
  let page: Page;
  let receiver: RecordingHttpServer;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    receiver = await startHttpServer(0);
    // FCM cannot run here: the client's token boundary answers a made-up token (VITE_FAKE_FCM).
    ({ server, url: baseUrl } = await startClient({ fakeFcm: true }));
    browser = await launchChromium();
    context = await browser.newContext();
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()));
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await signIn(page, baseUrl, DEMO_USER.email, DEMO_USER.password);
    await page.waitForURL(/\/systems$/);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await receiver?.close();
    await closeAdmin();
  });

  it('adds a forwarding webhook, shows its secret once, and a posted sample arrives signed with it', async () => {
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/integrations`);
    await page.getByRole('link', { name: 'New integration' }).click();
    await page.getByLabel('Name').fill('Data lake');
    await page.getByLabel('Webhook URL').fill(`${receiver.url}/samples`);
    await page.getByRole('button', { name: 'Add integration' }).click();
    const secret = await eventually(
      async () => (await page.getByTestId('integration-secret').textContent()) || undefined,
      60_000,
    );
    expect(secret).toMatch(/^nws_/);

    const time = Date.now() - 500;
    const res = await postIngest(
      { gatewaySn: gateway.sn, samples: [{ sn: 'S-1002', time, rawValues: [700] }] },
      gateway.key,
    );
    expect(res.status).toBe(202);
    const req = await eventually(async () => receiver.requests.find((r) => r.body.includes(String(time))), 90_000);
    // A receiver's check (docs/ALERTS.md): the HMAC of "<t>.<body>", t the signed send time.
    const t = /^t=(\d+),/.exec(String(req.headers['x-neuron-signature']))?.[1] ?? '';
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(300);
    expect(req.headers['x-neuron-signature']).toBe(
      `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${req.body}`).digest('hex')}`,
    );
    // The screen shows the delivery once the function records it.
    await expect.poll(() => page.getByText('None yet').count(), { timeout: 90_000 }).toBe(0);
  }, 240_000);

  it('adds a read API key: the key shown once reads the devices, a wrong key gets 401', async () => {
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/integrations/new`);
    await page.getByLabel('Kind').selectOption('api_key');
    await page.getByLabel('Name').fill('Wall display');
    await page.getByRole('button', { name: 'Add integration' }).click();
    const key = await eventually(
      async () => (await page.getByTestId('integration-secret').textContent()) || undefined,
      60_000,
    );
    const url = functionUrl('readApi', ports());
    const ok = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { devices: { sn: string }[] };
    expect(body.devices.map((d) => d.sn)).toContain('S-1002');
    expect((await fetch(url, { headers: { authorization: 'Bearer wrong-key' } })).status).toBe(401);
  }, 120_000);

  it('"Notify me on this device" stores this browser’s token on the user; sign-out removes it', async () => {
    const uid = (await adminAuth().getUserByEmail(DEMO_USER.email)).uid;
    const tokens = async () =>
      ((await adminDb().doc(`users/${uid}`).get()).get('pushTokens') as string[] | undefined) ?? [];
    await page.goto(`${baseUrl}/usersettings`);
    await page.getByRole('button', { name: 'Notify me on this device' }).click();
    // When the button does not turn, say what the group showed and what the page logged.
    const turned = await page
      .getByRole('button', { name: 'Stop notifications on this device' })
      .waitFor({ timeout: 60_000 })
      .then(() => true)
      .catch(() => false);
    if (!turned) {
      const group = await page.getByRole('group', { name: 'Notifications on this device' }).innerHTML();
      const permission = await page.evaluate(() => Notification.permission);
      throw new Error(
        `the button did not turn: ${group}; permission ${permission}; page errors: ${pageErrors.join(' | ') || 'none'}`,
      );
    }
    const stored = await eventually(async () => ((await tokens()).length ? await tokens() : undefined));
    expect(stored).toEqual([expect.stringMatching(/^fake-fcm-/)]);

    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await eventually(async () => ((await tokens()).length === 0 ? true : undefined));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('neuron.pushToken'))).toBeNull();
    // A click while the data layer loaded once made the Firestore SDK stop on an internal
    // assertion (data/firebaseApp.ts, startFirestore): the page then hangs on every write.
    expect(pageErrors.filter((e) => e.includes('INTERNAL ASSERTION'))).toEqual([]);
  }, 120_000);
});
