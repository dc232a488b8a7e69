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
import { freshPage, signIn, signedInPage } from './shellSupport.js';

// The local device cache (client/src/data/deviceCache.ts): database 'neuron', store 'devices',
// key [system, serial]. The two helpers run in the page (they cannot close over constants here).

/** In the page: the serials of a system's records in the local device cache. */
function cachedSerials(systemId: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('neuron');
    open.onerror = () => reject(open.error ?? new Error('open failed'));
    open.onsuccess = () => {
      const db = open.result;
      const keys = db
        .transaction('devices')
        .objectStore('devices')
        .getAllKeys(IDBKeyRange.bound([systemId, ''], [systemId, '\uffff']));
      keys.onsuccess = () => {
        db.close();
        resolve((keys.result as [string, string][]).map((k) => k[1]));
      };
      keys.onerror = () => reject(keys.error ?? new Error('read failed'));
    };
  });
}

/** In the page: puts a record of an older shape (one the app cannot read) into the local device cache. */
function cacheStray({ systemId, sn }: { systemId: string; sn: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('neuron');
    open.onerror = () => reject(open.error ?? new Error('open failed'));
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('devices', 'readwrite');
      tx.objectStore('devices').put({ sn, kind: 'sensor' }, [systemId, sn]);
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error ?? new Error('write failed'));
    };
  });
}

/** This suite is about the service worker: its pages let it register (the suites' default blocks it). */
const WITH_WORKER = { serviceWorkers: 'allow' } as const;

// The production build, served as it would be deployed, so that the service worker caches the
// real app shell and hashed assets.
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
    await seedDemoSettled();
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
    // The worker is installed and controls the page (it claims open pages on activation).
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true);
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
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBeTruthy();
    await context.close();
  });

  it('a waiting worker update is offered on a toast; its Update activates it and reloads the page once, and not again', async () => {
    const { context, page } = await signedInPage(browser, baseUrl, DEMO_USER, WITH_WORKER);
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
    await toast.getByRole('button', { name: 'Update' }).click();
    try {
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false), {
          // Activate the new worker, then the reload: slow on a busy machine.
          timeout: 90_000,
        })
        .toBe(false);
    } catch (error) {
      // Failed once in a clean clone's run (and passed in every run before and after): say where
      // the update stopped (the workers' states, the controller, the toast) next time.
      const state = await page
        .evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration('/');
          const controller = navigator.serviceWorker.controller;
          return JSON.stringify({
            installing: r?.installing?.state ?? null,
            waiting: r?.waiting?.state ?? null,
            active: r?.active?.state ?? null,
            controller: controller ? controller.state : null,
            controllerIsActive: !!controller && controller === r?.active,
            toasts: Array.from(document.querySelectorAll('[data-testid="toast"]'), (t) => t.textContent),
          });
        })
        .catch((e: unknown) => `(page state unreadable: ${String(e)})`);
      throw new Error(`the page did not reload after Update within 90 s; loads ${loads}; ${state}`, { cause: error });
    }
    await page.getByRole('heading', { name: 'Systems' }).waitFor();
    // The new worker controls the reloaded page, so nothing triggers another reload.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.getByRole('button', { name: /^User menu/ }).click();
    expect(loads).toBe(1);
    await context.close();
  }, 180_000);

  it('a real push reaches the built worker: a toast on the open page; its notification Acknowledge and Snooze reach the backend (FCM faked: CDP delivers the push)', async () => {
    const { context, page } = await freshPage(browser, undefined, WITH_WORKER);
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    await signIn(page, baseUrl, DEMO_USER.email, DEMO_USER.password);
    await page.waitForURL(/\/systems$/);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true);
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r) => r.scopeURL === `${baseUrl}/` && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registered;
    const push = (payload: unknown) =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl, registrationId, data: JSON.stringify(payload) });

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
    const worker = await eventually(async () => context.serviceWorkers().find((w) => w.url().startsWith(baseUrl)));
    // The worker shows a notification only when no page of the app is visible: wait until it no
    // longer lists the page just left (on a busy machine it can for a moment after the navigation).
    await eventually(async () =>
      (await worker.evaluate(
        `self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((c) => c.length)`,
      )) === 0
        ? true
        : undefined,
    );
    // CDP's deliverPushMessage answers before the worker has the message, and a CI run once saw
    // no notification at all: the test's own listener (beside the worker's) tells a delivery that
    // never arrived (delivered again, once) from one that arrived and showed nothing (a failure
    // that names what the worker saw).
    await worker.evaluate(`self.testPushes = [];
      self.addEventListener('push', (e) => { try { self.testPushes.push(e.data.json().data.eventId); } catch {} });`);
    // …and records each notification the worker's own handler asks for, and what became of it:
    // a call that never came (the handler saw a visible page), one refused, or one the browser
    // said it showed but does not list (seen once locally, 1 run in 5; delivered again, once).
    await worker.evaluate(`self.testShown = [];
      const show = self.registration.showNotification.bind(self.registration);
      self.registration.showNotification = (title, options) => {
        const call = { tag: options && options.tag, outcome: 'pending' };
        self.testShown.push(call);
        return show(title, options).then(
          (v) => ((call.outcome = 'shown'), v),
          (e) => { call.outcome = 'refused: ' + e; throw e; },
        );
      };`);
    const notificationActions = (eventId: string) =>
      worker.evaluate(
        `self.registration.getNotifications({ tag: ${JSON.stringify(eventId)} }).then((n) => n[0] ? n[0].actions.map((a) => a.action) : undefined)`,
      ) as Promise<string[] | undefined>;
    const shownOutcome = (eventId: string) =>
      worker.evaluate(`(self.testShown.find((c) => c.tag === ${JSON.stringify(eventId)}) || {}).outcome`) as Promise<
        string | undefined
      >;
    const received = (eventId: string) =>
      worker.evaluate(`self.testPushes.includes(${JSON.stringify(eventId)}) || undefined`) as Promise<true | undefined>;
    // What the worker saw, for a failure's message (or why it could not be asked: a worker that
    // stopped must not hide the failure it explains).
    const workerState = () =>
      worker
        .evaluate(
          `self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((c) => JSON.stringify({
        pushes: self.testPushes,
        shown: self.testShown,
        pages: c.map((p) => p.url + ' ' + p.visibilityState),
        permission: Notification.permission,
      }))`,
        )
        .catch((e: unknown) => `nothing (it did not answer: ${String(e)})`);
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
      await push(message);
      if (!(await eventually(() => received(eventId), 10_000).catch(() => false))) {
        console.warn(`the push for ${eventId} did not reach the worker in 10 s; delivered again`);
        await push(message);
        await eventually(() => received(eventId));
      }
      let actions = await eventually(() => notificationActions(eventId), 15_000).catch(() => undefined);
      if (!actions && (await shownOutcome(eventId)) === 'shown') {
        // The worker did show it and the browser lost it: a headless browser's trouble, not the
        // worker's. Once more; a second loss fails below.
        console.warn(`the notification for ${eventId} was shown but is not listed; delivered again`);
        await worker.evaluate(`self.testShown = []`);
        await push(message);
        actions = await eventually(() => notificationActions(eventId), 15_000).catch(() => undefined);
      }
      if (!actions)
        throw new Error(`no notification for ${eventId} within 15 s; the worker saw ${String(await workerState())}`);
      expect(actions).toEqual(['acknowledge', 'snooze']);
      // A notification's button cannot be pressed headless: its click event goes to the worker's
      // own handler (a synthetic event; its waitUntil refuses an untrusted event after the POST starts).
      await worker.evaluate(`self.registration.getNotifications({ tag: ${JSON.stringify(eventId)} }).then((n) => {
        try {
          self.dispatchEvent(new NotificationEvent('notificationclick', { notification: n[0], action: ${JSON.stringify(action)} }));
        } catch {}
      })`);
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
