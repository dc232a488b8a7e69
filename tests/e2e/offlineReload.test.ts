import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { signActionToken } from '../../functions/src/domain/actionToken.js';
import { functionUrl, ports } from '../../scripts/ports.js';
import { TEST_ACTION_SECRET } from '../../scripts/testFixtures.js';
import { buildClient, launchChromium, serveClientBuild } from '../support/browser.js';
import { adminAuth, adminDb, clearFirestore, closeAdmin, eventually, postIngest } from '../support/emulators.js';
import { cachedSerials, cacheStray } from './browserStorage.js';
import { signedInPage } from './shellSupport.js';
import { cdpPush, RECORD_MESSAGES, watchedWorker, watchVersions, whereUpdateStopped } from './workerProbe.js';

/** This suite is about the service worker: its pages let it register (the suites' default blocks it). */
const WITH_WORKER = { serviceWorkers: 'allow' } as const;

// The production build, served as it would be deployed (the worker caches the real shell and assets).
describe('installable app (production build): offline reload shows the last dashboard; a worker update is offered and reloads once', () => {
  let browser: Browser;
  let server: PreviewServer;
  let outDir: string;
  let ownBuild = false;
  let baseUrl: string;
  /** The service-worker version the preview server deploys. */
  let swVersion = 1;

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled({ sensors: ['S-1001'], gateways: [DEMO_GATEWAYS[0].sn] });
    const sampleTime = Date.now();
    await postIngest(
      {
        gatewaySn: DEMO_GATEWAYS[0].sn,
        samples: [{ sn: 'S-1001', time: sampleTime, rawValues: [198, 612], rssi: -75 }],
      },
      DEMO_GATEWAYS[0].key,
    );
    // Stored before a page looks for it (accepted is not yet stored).
    await eventually(async () =>
      (await adminDb().doc(`system/${DEMO_SYSTEM_ID}/devices/S-1001`).get()).get('sample.time') === sampleTime
        ? true
        : undefined,
    );
    // The run's build of the client when there is one (tests/support/globalSetup.ts), served
    // here by a server of this suite's own that can deploy a new worker version.
    const shared = inject('clientBuildDir');
    if (shared) outDir = shared;
    else {
      outDir = mkdtempSync(join(tmpdir(), 'neuron-e2e-build-'));
      ownBuild = true;
      await buildClient(outDir);
    }
    // A port beside this offset's shared client port, so parallel checkouts do not collide.
    const port = ports().client + 10;
    server = await serveClientBuild(outDir, port, [
      {
        name: 'serve-sw-version',
        configurePreviewServer(s) {
          s.middlewares.use((req, res, next) => {
            if (req.url !== '/sw.js' || swVersion === 1) return next();
            res.setHeader('content-type', 'text/javascript');
            res.setHeader('cache-control', 'no-cache');
            res.end(`${readFileSync(join(outDir, 'sw.js'), 'utf8')}\n// version ${swVersion}\n`);
          });
        },
      },
    ]);
    baseUrl = `http://127.0.0.1:${port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (outDir && ownBuild) rmSync(outDir, { recursive: true, force: true });
    await closeAdmin();
  });

  it('opens offline from the service worker cache with the cached values marked stale', async () => {
    const signedIn = await signedInPage(browser, baseUrl, DEMO_USER, WITH_WORKER);
    const context = signedIn.context;
    let page = signedIn.page;
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}`);
    await expect.poll(() => page.getByTestId('values-S-1001').textContent(), { timeout: 30_000 }).toContain('19.8 °C');
    // The worker is installed and controls the page (it claims open pages on activation): the
    // build's /sw.js with scope /, beside a web app manifest with icons.
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true);
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration('/');
      return { scope: r?.scope, script: (r?.active ?? r?.waiting ?? r?.installing)?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${baseUrl}/`, script: `${baseUrl}/sw.js` });
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as { icons: { sizes: string }[] };
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    // Lazy chunks opened once while online are cached too.
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}/events`);
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    // The visit after the cached list writes back only what differs from it, and drops the
    // system's records that the server's list lacks: here one the app cannot read (so no row
    // shows it, and no device listener removes it). It is put while no page of the app is open
    // (from a same-origin file): a write the last visit still had pending would drop it first.
    await page.close();
    const file = await context.newPage();
    await file.goto(`${baseUrl}/manifest.webmanifest`);
    await file.evaluate(cacheStray, { systemId: DEMO_SYSTEM_ID, sn: 'S-GONE' });
    expect(await file.evaluate(cachedSerials, DEMO_SYSTEM_ID)).toContain('S-GONE');
    await file.close();
    page = await context.newPage();
    await page.goto(`${baseUrl}/systems/${DEMO_SYSTEM_ID}`);
    await page.getByTestId('values-S-1001').waitFor();
    await expect.poll(() => page.evaluate(cachedSerials, DEMO_SYSTEM_ID), { timeout: 30_000 }).not.toContain('S-GONE');
    expect(await page.evaluate(cachedSerials, DEMO_SYSTEM_ID)).toContain('S-1001');

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('stale-notice').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('values-S-1001').textContent()).toContain('19.8 °C');
    // The notice's date comes a task after the notice (StaleNotice.tsx); its sentence ends either way.
    await expect
      .poll(() => page.getByTestId('stale-notice').textContent())
      .toMatch(/^Offline: showing the last known values from \S.*\.$/);
    // The system's name and the admin's links come from the systems list kept from the last visit
    // (SystemStore), not the listener, which cannot answer.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Greenhouse demo');
    await page.getByRole('link', { name: 'Add sensor' }).waitFor();
    await context.close();
  });

  it('a waiting worker update is offered on a toast; its Update activates it and reloads the page once, and not again', async () => {
    const { context, page } = await signedInPage(browser, baseUrl, DEMO_USER, WITH_WORKER);
    const versions = await watchVersions(context, page);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true);
    // A page that loads under a worker is the one that reloads on an update.
    await page.reload();
    await page.getByRole('heading', { name: 'Systems' }).waitFor();
    let loads = 0;
    page.on('load', () => loads++);
    // From now on the server deploys a new version of /sw.js (one comment differs).
    swVersion = 2;
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
      void navigator.serviceWorker.getRegistration('/').then((r) => r?.update());
    });
    // The new worker installs and waits: nothing reloads until the user asks for it.
    const toast = page.getByTestId('toast').filter({ hasText: 'A new version of Neuron is ready.' });
    await toast.waitFor({ timeout: 90_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => !!r?.waiting))).toBe(
      true,
    );
    expect(loads).toBe(0);
    // For a failure's message: the messages each worker gets from now on (the Update's 'skip-waiting').
    const workers = context.serviceWorkers();
    await Promise.all(workers.map((w) => w.evaluate(RECORD_MESSAGES).catch(() => undefined)));
    await toast.getByRole('button', { name: 'Update' }).click();
    try {
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false), {
          // Activate the new worker, then the reload: slow on a busy machine.
          timeout: 90_000,
        })
        .toBe(false);
    } catch (error) {
      // Say where the update stopped (docs/TESTING.md, flake register: the worker update).
      throw new Error(
        `the page did not reload after Update within 90 s; loads ${loads}; ${await whereUpdateStopped(page, workers, versions.timeline)}`,
        {
          cause: error,
        },
      );
    }
    await page.getByRole('heading', { name: 'Systems' }).waitFor();
    // Both versions sent the page's requests to other origins (Firestore, Auth) straight to the
    // network: a request that woke the old worker in the handover had held the Update for minutes.
    expect(versions.routes()).toHaveLength(2);
    for (const rules of versions.routes()) expect(rules).toContain('network');
    // The new worker controls the reloaded page, so nothing triggers another reload.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.getByRole('button', { name: /^User menu/ }).click();
    expect(loads).toBe(1);
    await context.close();
  }, 180_000);

  it('a real push reaches the built worker: a toast on the open page; its notification Acknowledge and Snooze reach the backend (FCM faked: CDP delivers the push)', async () => {
    const { context, page } = await signedInPage(browser, baseUrl, DEMO_USER, WITH_WORKER);
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true);
    const push = await cdpPush(context, page, baseUrl);

    // The page is open and visible: the worker hands the message to it as a toast.
    await push({ notification: { title: 'Neuron' }, data: { text: 'Cold room above -15 °C' } });
    await expect
      .poll(() => page.getByTestId('toast').textContent(), { timeout: 30_000 })
      .toContain('Cold room above -15 °C');

    // No page open: a system notification with Acknowledge and Snooze, each acting through the
    // notificationAction function with the event's signed token.
    const events = adminDb().collection(`system/${DEMO_SYSTEM_ID}/events`);
    const demoUid = (await adminAuth().getUserByEmail(DEMO_USER.email)).uid;
    const now = Date.now();
    for (const id of ['ev-push-ack', 'ev-push-snooze'])
      await events
        .doc(id)
        .set({ time: now, kind: 'alarm', deviceSn: 'S-1001', ruleId: null, text: id, escalateAt: now + 60_000 });
    await page.goto('about:blank');
    const worker = await watchedWorker(context, baseUrl);
    for (const [eventId, action] of [
      ['ev-push-ack', 'acknowledge'],
      ['ev-push-snooze', 'snooze'],
    ] as const) {
      const message = {
        notification: { title: 'Alarm' },
        data: {
          text: eventId,
          eventId,
          eventUrl: `/systems/${DEMO_SYSTEM_ID}/events/${eventId}`,
          actionUrl: functionUrl('notificationAction', ports()),
          // Bound to the person it is sent to (the demo admin) and used once.
          actionToken: signActionToken(
            { sid: DEMO_SYSTEM_ID, eid: eventId, uid: demoUid, jti: `offline-suite-${eventId}`, exp: now + 600_000 },
            TEST_ACTION_SECRET,
          ),
        },
      };
      expect(await worker.notificationFor(push, eventId, message)).toEqual(['acknowledge', 'snooze']);
      await worker.press(eventId, action);
    }
    const acked = await eventually(async () => {
      const d = (await events.doc('ev-push-ack').get()).data();
      return d?.acknowledgedAt ? d : undefined;
    });
    expect(acked).toMatchObject({ acknowledgedBy: DEMO_USER.email });
    const snoozed = await eventually(async () => {
      const d = (await events.doc('ev-push-snooze').get()).data();
      return (d?.escalateAt ?? 0) >= now + 3_600_000 ? d : undefined;
    });
    expect(snoozed?.acknowledgedAt ?? null).toBeNull();
    await context.close();
  });
});
