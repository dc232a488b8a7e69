// Neuron's service worker (scope /): caches the app shell so the app opens offline, and turns
// push messages into posts on the 'sw-messages' BroadcastChannel for the open pages.
// Push: a plain 'push' handler (not firebase/messaging/sw, which needs the network to start);
// FCM web push delivers its payload as { notification: { title, body }, data: { text?, redirect? } }.
const SHELL_CACHE = 'neuron-shell-v1';
const SHELL = [
  '/',
  '/index.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/favicon-alert.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/avatar-default.svg',
];

// The shell plus the built entry assets index.html names (hashed /assets/* files), so that the
// app opens offline after one visit. In development index.html names no /assets/ file.
async function precache() {
  const cache = await caches.open(SHELL_CACHE);
  await cache.addAll(SHELL);
  const index = await cache.match('/index.html');
  const html = index ? await index.text() : '';
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await cache.addAll(assets);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('neuron-') && k !== SHELL_CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Network first, so a deploy shows at once; the cached shell when offline.
    event.respondWith(fetch(request).catch(() => caches.match('/index.html')));
    return;
  }
  // Built assets carry a content hash: cache them as they are fetched, serve from the cache.
  if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});

function pushPayload(event) {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    return { text: event.data ? event.data.text() : '' };
  }
}

self.addEventListener('push', (event) => {
  const payload = pushPayload(event);
  const data = payload.data || {};
  const notification = payload.notification || {};
  const message = {
    text: data.text || payload.text || undefined,
    body: data.body || payload.body || notification.body || undefined,
    redirect: data.redirect || payload.redirect || undefined,
  };
  new BroadcastChannel('sw-messages').postMessage(message);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      // A visible page shows the toast; otherwise a system notification.
      if (clients.some((c) => c.visibilityState === 'visible')) return undefined;
      // An event's notification carries a short-lived signed token: its buttons act without
      // opening the app (POST to the notificationAction function).
      const canAct = typeof data.actionToken === 'string' && typeof data.actionUrl === 'string';
      return self.registration.showNotification(notification.title || data.title || 'Neuron', {
        body: message.text || message.body || '',
        icon: '/icons/icon-192.png',
        tag: data.eventId || undefined,
        actions: canAct
          ? [
              { action: 'acknowledge', title: 'Acknowledge' },
              { action: 'snooze', title: 'Snooze 1 h' },
            ]
          : [],
        data: {
          redirect: message.redirect,
          eventUrl: data.eventUrl,
          actionUrl: canAct ? data.actionUrl : undefined,
          actionToken: canAct ? data.actionToken : undefined,
        },
      });
    }),
  );
});

/** Posts an Acknowledge / Snooze action; true when the function accepted it. */
async function postAction(data, action) {
  try {
    const res = await fetch(data.actionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: data.actionToken, action }),
    });
    return res.ok;
  } catch {
    return false;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const open = data.eventUrl || data.redirect || '/systems';
  if ((event.action === 'acknowledge' || event.action === 'snooze') && data.actionUrl && data.actionToken) {
    // An expired or refused token opens the event instead, where the user can act signed in.
    event.waitUntil(postAction(data, event.action).then((ok) => (ok ? undefined : self.clients.openWindow(open))));
    return;
  }
  event.waitUntil(self.clients.openWindow(open));
});
