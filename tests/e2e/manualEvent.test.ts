import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER, DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { adminDb, clearFirestore, closeAdmin, eventually } from '../support/emulators.js';
import { signedInPage } from './shellSupport.js';

const events = () => adminDb().collection(`system/${DEMO_SYSTEM_ID}/events`);

describe('a member creates a manual event and acknowledges it, in the browser', () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;
  let page: Page;

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
    ({ page } = await signedInPage(browser, baseUrl, DEMO_MEMBER));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  it('saves the event, opens it, and acknowledges it as the member', async () => {
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/events/new-event`);
    await page.getByLabel('What happened').fill('Vent filter replaced');
    await page.getByRole('radio', { name: /S-1001/ }).check();
    await page.getByRole('button', { name: 'Create event' }).click();
    await page.waitForURL((url) => /\/events\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new-event'));
    const eventId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    const stored = (await events().doc(eventId).get()).data();
    expect(stored).toMatchObject({
      kind: 'manual',
      text: 'Vent filter replaced',
      deviceSn: 'S-1001',
      createdBy: DEMO_MEMBER.email,
      acknowledgedAt: null,
    });

    await page.getByRole('button', { name: 'Acknowledge' }).click();
    const acked = await eventually(async () => {
      const d = (await events().doc(eventId).get()).data();
      return d?.acknowledgedBy ? d : undefined;
    });
    expect(acked).toMatchObject({ acknowledgedBy: DEMO_MEMBER.email, acknowledgedAt: expect.any(Number) });
    await expect.poll(() => page.getByRole('button', { name: 'Acknowledge' }).count()).toBe(0);
  });
});
