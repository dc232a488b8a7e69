// Push through the app's built service worker in headless Chromium, with FCM faked: CDP delivers
// the push message to the worker, and the test watches what the worker's own handlers do with it.
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { eventually } from '../support/emulators.js';

/** Delivers push messages to the page's worker registration for `baseUrl` over CDP. */
export async function cdpPush(context: BrowserContext, page: Page, baseUrl: string) {
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${baseUrl}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  return async (payload: unknown): Promise<void> => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId,
      data: JSON.stringify(payload),
    });
  };
}

/**
 * The app's worker once no page of the app is open (it shows a notification only then; on a busy
 * machine it lists the page just left for a moment after the navigation), with the test's own
 * watchers beside its handlers:
 * - a push listener: CDP's deliverPushMessage answers before the worker has the message, and a
 *   CI run once saw no notification at all; this tells a delivery that never arrived (delivered
 *   again, once) from one that arrived and showed nothing (a failure that names what it saw);
 * - each notification the worker's handler asks for, and what became of it: a call that never
 *   came (the handler saw a visible page), one refused, or one the browser said it showed but
 *   does not list (seen once locally, 1 run in 5; delivered again, once).
 */
export async function watchedWorker(context: BrowserContext, baseUrl: string) {
  const worker: Worker = await eventually(async () =>
    context.serviceWorkers().find((w) => w.url().startsWith(baseUrl)),
  );
  await eventually(async () =>
    (await worker.evaluate(
      `self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((c) => c.length)`,
    )) === 0
      ? true
      : undefined,
  );
  await worker.evaluate(`self.testPushes = [];
    self.addEventListener('push', (e) => { try { self.testPushes.push(e.data.json().data.eventId); } catch {} });`);
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
  const tag = (eventId: string) => JSON.stringify(eventId);
  const actionsOf = (eventId: string) =>
    worker.evaluate(
      `self.registration.getNotifications({ tag: ${tag(eventId)} }).then((n) => n[0] ? n[0].actions.map((a) => a.action) : undefined)`,
    ) as Promise<string[] | undefined>;
  const shownOutcome = (eventId: string) =>
    worker.evaluate(`(self.testShown.find((c) => c.tag === ${tag(eventId)}) || {}).outcome`) as Promise<
      string | undefined
    >;
  const received = (eventId: string) =>
    worker.evaluate(`self.testPushes.includes(${tag(eventId)}) || undefined`) as Promise<true | undefined>;
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

  return {
    /** Pushes `message` for the event and returns its notification's actions once shown. */
    async notificationFor(push: (m: unknown) => Promise<void>, eventId: string, message: unknown): Promise<string[]> {
      await push(message);
      if (!(await eventually(() => received(eventId), 10_000).catch(() => false))) {
        console.warn(`the push for ${eventId} did not reach the worker in 10 s; delivered again`);
        await push(message);
        await eventually(() => received(eventId));
      }
      let actions = await eventually(() => actionsOf(eventId), 15_000).catch(() => undefined);
      if (!actions && (await shownOutcome(eventId)) === 'shown') {
        // The worker did show it and the browser lost it: a headless browser's trouble, not the
        // worker's. Once more; a second loss fails below.
        console.warn(`the notification for ${eventId} was shown but is not listed; delivered again`);
        await worker.evaluate(`self.testShown = []`);
        await push(message);
        actions = await eventually(() => actionsOf(eventId), 15_000).catch(() => undefined);
      }
      if (!actions)
        throw new Error(`no notification for ${eventId} within 15 s; the worker saw ${String(await workerState())}`);
      return actions;
    },
    /**
     * Presses a notification's button. It cannot be pressed headless: its click event goes to the
     * worker's own handler (a synthetic event; its waitUntil refuses an untrusted event after the
     * POST starts).
     */
    async press(eventId: string, action: string): Promise<void> {
      await worker.evaluate(`self.registration.getNotifications({ tag: ${tag(eventId)} }).then((n) => {
        try {
          self.dispatchEvent(new NotificationEvent('notificationclick', { notification: n[0], action: ${JSON.stringify(action)} }));
        } catch {}
      })`);
    },
  };
}

/** In a worker: records the type of each message it gets from now on (self.testMessages). */
export const RECORD_MESSAGES = `self.testMessages = [];
  self.addEventListener('message', (e) => self.testMessages.push((e.data && e.data.type) || '?'));
  // An open bug (docs/TESTING.md, flake register): a waiting worker got 'skip-waiting' and stayed
  // waiting. Chromium activates it only once the active worker has no event in flight: record
  // what each worker still answers (its fetch events' responses not yet settled) and whether
  // skipWaiting was called and settled.
  self.testInFlight = new Map();
  const respondWith = FetchEvent.prototype.respondWith;
  FetchEvent.prototype.respondWith = function (answer) {
    const key = this.request.url + ' #' + Math.random().toString(36).slice(2, 6);
    self.testInFlight.set(key, Date.now());
    Promise.resolve(answer).finally(() => self.testInFlight.delete(key));
    return respondWith.call(this, answer);
  };
  const skipWaiting = self.skipWaiting.bind(self);
  self.skipWaiting = () => {
    self.testMessages.push('skipWaiting called');
    return skipWaiting().then(
      () => self.testMessages.push('skipWaiting settled'),
      (e) => self.testMessages.push('skipWaiting failed: ' + e),
    );
  };`;

/**
 * For a failure's message: each worker's state as it sees itself and the messages it recorded,
 * or that it did not answer within 5 s (a worker stopped, or paused at its start, answers
 * nothing; the bound is the page's own timer, in a failure's path only).
 */
async function workersSaw(page: Page, workers: Worker[]): Promise<string> {
  const answers = await Promise.all(
    workers.map((w) =>
      Promise.race([
        w.evaluate(
          `JSON.stringify({ state: self.serviceWorker.state, messages: self.testMessages, inFlight: self.testInFlight && Array.from(self.testInFlight, ([k, t]) => k + ' for ' + (Date.now() - t) + ' ms') })`,
        ) as Promise<string>,
        page.evaluate(() => new Promise<string>((r) => setTimeout(() => r('no answer within 5 s'), 5000))),
      ]).catch((e: unknown) => `unreadable (${String(e)})`),
    ),
  );
  return `workers: ${answers.map((a, i) => `${workers[i].url()} ${a}`).join('; ') || 'none listed'}`;
}

/**
 * Each worker version as the browser reports it (CDP ServiceWorker events): its running status and
 * state over time, with the time since `watchVersions` began (for a failure's message), and the
 * static routes it registered (Chromium's JSON of them).
 */
export async function watchVersions(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const start = Date.now();
  const lines: string[] = [];
  const last = new Map<string, string>();
  const routes = new Map<string, string>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) {
      if (v.routerRules) routes.set(v.versionId, v.routerRules);
      const seen = `${v.runningStatus} ${v.status} clients ${v.controlledClients?.length ?? 0}`;
      if (last.get(v.versionId) === seen) continue;
      last.set(v.versionId, seen);
      lines.push(`${Date.now() - start} ms: version ${v.versionId} ${seen}`);
    }
  });
  await cdp.send('ServiceWorker.enable');
  return {
    timeline: () => lines.join('; '),
    /** The routes of each version seen so far that registered any. */
    routes: () => [...routes.values()],
  };
}

/**
 * For the worker update's failure: the registration as the page sees it, what each worker
 * recorded (RECORD_MESSAGES) and the versions' running statuses over time (watchVersions).
 */
export async function whereUpdateStopped(page: Page, workers: Worker[], timeline: () => string): Promise<string> {
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
  return `${state}; ${await workersSaw(page, workers)}; versions: ${timeline()}`;
}
