import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignatureMatches } from '../../functions/src/domain/webhookSignature.js';
import { DEMO_ALERT_RULE, DEMO_WEBHOOK_CHANNEL, seedDemoAlerts } from '../../scripts/demo/demoAlerts.js';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { startLocalInbox, type LocalInbox } from '../../scripts/localInbox/localInbox.js';
import { ports } from '../../scripts/ports.js';
import { oobCodesOf } from '../support/authEmulator.js';
import { launchChromium } from '../support/browser.js';
import {
  adminDb,
  clearFirestore,
  closeAdmin,
  eventually,
  functionsSettled,
  postDemoSample,
} from '../support/emulators.js';

// The local inbox `npm start` runs (scripts/localInbox/), on the demo as `npm start` seeds it:
// the seeded rule's alarm reaches the mail catcher and the webhook inspector. The test run's
// functions send e-mail to the same SMTP port (scripts/testFixtures.ts).
const DOOR = 'S-1003';
const gateway = DEMO_GATEWAYS.find((g) => g.sn === 'GW-2001')!;
const systemPath = `system/${DEMO_SYSTEM_ID}`;

const postDoor = (raw: number, time: number) => postDemoSample(gateway, DOOR, [raw], time);

describe('the local inbox on the seeded demo', () => {
  let inbox: LocalInbox;
  let browser: Browser | undefined;
  let alarmId = '';
  let subject = '';

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    inbox = await startLocalInbox(adminDb());
    await seedDemoAlerts(adminDb(), inbox.webhookUrl('demo'));
    await functionsSettled(); // the new rule reached the sample path (tests/support/demo.ts)
  });
  afterAll(async () => {
    await browser?.close();
    await inbox?.close();
    await closeAdmin();
  });

  it("an alarm of the seeded rule reaches the mail catcher and the inspector, signed with the channel's secret", async () => {
    // The door open 25 s (the rule's delay is 20 s), as the simulated gateway holds it every 3 minutes.
    // The gateway goes on reporting the open door, as the simulated one does every few seconds:
    // the sample path may judge on rules it cached up to 30 s before the rule was seeded
    // (SYSTEM_CACHE_TTL_MS), and a later sample is judged on the fresh ones.
    await postDoor(1, Date.now() - 25_000);
    const alarm = await eventually(async () => {
      await postDoor(1, Date.now());
      const events = await adminDb()
        .collection(`${systemPath}/events`)
        .where('ruleId', '==', DEMO_ALERT_RULE)
        .where('kind', '==', 'alarm')
        .get();
      return events.docs[0];
    }, 90_000);
    alarmId = alarm.id;

    const view = await eventually(async () => {
      const v = await inbox.view();
      const mailed = v.mails.some((m) => m.text?.includes(alarmId));
      const hooked = v.webhooks.some((w) => w.body.includes(alarmId));
      return mailed && hooked ? v : undefined;
    }, 90_000);
    const mail = view.mails.find((m) => m.text?.includes(alarmId))!;
    expect(mail.recipients).toEqual([DEMO_USER.email]);
    expect(mail.subject).toContain(DOOR);
    subject = mail.subject;

    const delivery = view.webhooks.find((w) => w.body.includes(alarmId))!;
    expect(delivery.verdict).toMatchObject({ ok: true, channel: `${systemPath}/pushConfig/${DEMO_WEBHOOK_CHANNEL}` });
    // The inspector's verdict checked independently: the channel's stored secret signs the body.
    const secret = String(
      (await adminDb().doc(`${systemPath}/channelSecrets/${DEMO_WEBHOOK_CHANNEL}`).get()).get('secret'),
    );
    expect(
      webhookSignatureMatches(secret, delivery.body, String(delivery.headers['x-neuron-signature']), Date.now()),
    ).toBe(true);
    expect(
      webhookSignatureMatches(`${secret}x`, delivery.body, String(delivery.headers['x-neuron-signature']), Date.now()),
    ).toBe(false);
  }, 240_000);

  it("the inbox page lists the alarm's e-mail and the verified webhook (browser)", async () => {
    expect(subject).not.toBe('');
    browser = await launchChromium();
    const page = await browser.newPage();
    await page.goto(inbox.url);
    const mail = page
      .getByRole('region', { name: /E-mail/ })
      .getByRole('listitem')
      .filter({ hasText: alarmId });
    await expect.poll(() => mail.getByRole('heading', { name: subject }).count(), { timeout: 30_000 }).toBe(1);
    expect(await mail.textContent()).toContain(DEMO_USER.email);
    const hook = page
      .getByRole('region', { name: /Webhook deliveries/ })
      .getByRole('listitem')
      .filter({ hasText: alarmId });
    expect(await hook.getByText('Signature valid').count()).toBe(1);
  }, 120_000);

  it('lists the Auth emulator’s sign-up verification and password-reset links beside the mail', async () => {
    // A sign-up as the client makes it, through the Auth emulator's REST API (any API key).
    const auth = (call: string, body: object) =>
      fetch(`http://127.0.0.1:${ports().auth}/identitytoolkit.googleapis.com/v1/accounts:${call}?key=local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => (await r.json()) as { idToken?: string });
    const email = `new-user-${Date.now()}@example.com`;
    const { idToken } = await auth('signUp', { email, password: 'a long local password', returnSecureToken: true });
    expect(idToken).toBeTruthy();
    await auth('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
    await auth('sendOobCode', { requestType: 'PASSWORD_RESET', email });
    const [verify] = await oobCodesOf(email, 'VERIFY_EMAIL');
    const [reset] = await oobCodesOf(email, 'PASSWORD_RESET');
    const view = await inbox.view();
    const mine = (view.authLinks ?? []).filter((l) => l.email === email);
    expect(mine.map((l) => l.requestType)).toEqual(['VERIFY_EMAIL', 'PASSWORD_RESET']);
    expect(mine[0].link).toContain(`oobCode=${verify}`);
    expect(mine[1].link).toContain(`oobCode=${reset}`);
    expect(mine[0].link).toContain(`127.0.0.1:${ports().auth}`);
    // The page shows each as a link a person can open, newest first, under its own heading.
    const page = await (await fetch(inbox.url)).text();
    const section = page.slice(page.indexOf('id="auth-links"'));
    expect(section).toContain('Account e-mail from the Auth emulator');
    expect(section.indexOf(`oobCode=${reset}`)).toBeLessThan(section.indexOf(`oobCode=${verify}`));
    expect(section).toMatch(new RegExp(`<a href="[^"]*oobCode=${verify}[^"]*"[^>]*>Verify your e-mail address</a>`));
    expect(section).toContain(email);
  });
});
