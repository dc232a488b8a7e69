// The worker update's handover outside the app (docs/TESTING.md, flake register: the worker
// update). A page controlled by worker version 1 installs version 2 and posts 'skip-waiting' to it;
// the probe logs the versions and how long the handover took (it gives up at 30 s).
//   node scripts/workerHandoverProbe.mjs <pw|raw> <running|stopped|during-start> <idleMs> <v1StartMs> <port> [ping|noping] [traffic,routes]
// pw: Chromium driven by Playwright (a DevTools client attached to every worker, as in the browser
// suites); raw: a plain headless Chromium, no DevTools client (a user's browser). running: version
// 1 runs at the Update; stopped: stopped over CDP (pw) or idle 35 s (raw), then started by a
// request 100 ms before it. traffic: the page fetches from another origin every 20 ms from the
// Update on (as the app's Firestore and Auth traffic); routes: the workers send other origins to
// the network (static routing, as client/src/sw.js); ping: the page waits for version 1 to answer
// a message before it posts 'skip-waiting'.
import http from 'node:http';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const [mode, variant, idleMs, slowMs, portArg, ping, extra = ''] = process.argv.slice(2);
const traffic = extra.includes('traffic');
const routes = extra.includes('routes');
const port = Number(portArg ?? 5590);
let version = 1;
const t0 = Date.now();
const say = (m) => console.log(`${String(Date.now() - t0).padStart(6)} ms  ${m}`);
let done;
const finished = new Promise((r) => (done = r));

const sw = (v) => `
const V = ${v};
const log = (m) => fetch('/log', { method: 'POST', body: 'sw v' + V + ': ' + m });
log('script start');
const until = Date.now() + ${v === 1 ? Number(slowMs) : 0};
while (Date.now() < until) {}
${
  routes
    ? `self.addEventListener('install', (e) => {
  const here = new URLPattern({ protocol: self.location.protocol.slice(0, -1), hostname: self.location.hostname, port: self.location.port });
  e.addRoutes({ condition: { not: { urlPattern: here } }, source: 'network' });
});`
    : ''
}
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (e) => {
  if (new URL(e.request.url).pathname === '/sub') e.respondWith(new Response('sub v' + V));
});
self.addEventListener('message', (e) => {
  if (e.data === 'ping') { e.ports[0].postMessage('pong'); return; }
  if (e.data !== 'skip-waiting') return;
  const p = self.skipWaiting();
  log('skipWaiting called');
  p.then(() => log('skipWaiting settled'));
});
`;

const page = `<!doctype html><title>probe</title><script>
const log = (m) => fetch('http://localhost:${port}/log', { method: 'POST', mode: 'no-cors', body: 'page: ' + m });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function until(f) { for (;;) { const v = await f(); if (v) return v; await sleep(100); } }
navigator.serviceWorker.addEventListener('controllerchange', () => log('controllerchange'));
(async () => {
  const reg = await navigator.serviceWorker.register('/sw.js');
  await until(() => navigator.serviceWorker.controller);
  log('controlled; idle ${idleMs} ms');
  await sleep(${Number(idleMs)});
  await fetch('/bump');
  await reg.update();
  const waiting = await until(() => reg.waiting);
  log('v2 waiting');
  if ('${variant}' === 'running') { log('sub: ' + (await (await fetch('/sub')).text())); }
  if ('${variant}' === 'stopped') { log('stop-v1: ' + (await (await fetch('/stop-v1')).text())); }
  const sub = fetch('/sub').then((r) => r.text()).then((t) => log('sub answered: ' + t));
  await sleep(100);
  if ('${ping}' === 'ping') {
    const channel = new MessageChannel();
    const pong = new Promise((r) => (channel.port1.onmessage = () => r('pong')));
    navigator.serviceWorker.controller.postMessage('ping', [channel.port2]);
    log('ping answered: ' + (await Promise.race([pong, sleep(10000).then(() => 'no answer in 10 s')])));
  }
  if (${traffic}) { (async () => { for (let i = 0; i < 3000; i++) { await fetch('http://localhost:${port}/x?' + i, { mode: 'no-cors' }).catch(() => {}); await sleep(20); } })(); }
  waiting.postMessage('skip-waiting');
  log('skip-waiting posted');
  const start = Date.now();
  await Promise.race([
    new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r)),
    sleep(30000),
  ]);
  await log('RESULT ' + (navigator.serviceWorker.controller && navigator.serviceWorker.controller.scriptURL) + ' active=' + (reg.active && reg.active.state) + ' waiting=' + (reg.waiting && reg.waiting.state) + ' after ' + (Date.now() - start) + ' ms');
  await fetch('/done');
})();
</script>`;

const server = http.createServer((req, res) => {
  if (req.url === '/sw.js') {
    res.setHeader('content-type', 'text/javascript');
    res.setHeader('cache-control', 'no-cache');
    return res.end(sw(version));
  }
  if (req.url === '/bump') {
    version = 2;
    say('server: now v2');
    return res.end('ok');
  }
  if (req.url === '/log') {
    let b = '';
    req.on('data', (c) => (b += c));
    req.on('end', () => {
      say(b);
      res.end('ok');
    });
    return;
  }
  if (req.url === '/stop-v1') {
    stopV1().then((m) => res.end(m));
    return;
  }
  if (req.url === '/done') {
    res.end('ok');
    done();
    return;
  }
  res.setHeader('content-type', 'text/html');
  res.end(page);
});
await new Promise((r) => server.listen(port, '127.0.0.1', r));
const url = `http://127.0.0.1:${port}/`;
say(`mode ${mode} ${ping ?? ''} ${extra}, variant ${variant}, idle ${idleMs} ms, v1 start ${slowMs} ms`);
let cleanup;
let stopV1 = () => new Promise((r) => setTimeout(() => r('waited 35 s idle'), 35000));
if (mode === 'raw') {
  const dir = mkdtempSync(join(tmpdir(), 'swprobe-'));
  const child = spawn(
    '/usr/bin/chromium',
    ['--headless', '--no-sandbox', '--disable-gpu', `--user-data-dir=${dir}`, url],
    { stdio: 'ignore' },
  );
  cleanup = async () => child.kill();
} else {
  const srv = await chromium.launchServer({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const browser = await chromium.connect(srv.wsEndpoint());
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const p = await context.newPage();
  const cdp = await context.newCDPSession(p);
  const last = new Map();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) {
      const s = `${v.runningStatus}/${v.status}/clients ${v.controlledClients?.length ?? 0}`;
      if (last.get(v.versionId) !== s) {
        last.set(v.versionId, s);
        say(`cdp: version ${v.versionId} ${s}`);
      }
    }
  });
  await cdp.send('ServiceWorker.enable');
  stopV1 = async () => {
    const v1 = [...last].find(([, s]) => s.includes('activated'))[0];
    await cdp.send('ServiceWorker.stopWorker', { versionId: v1 });
    while (!last.get(v1).startsWith('stopped')) await new Promise((r) => setTimeout(r, 50));
    return 'stopped version ' + v1 + ' over CDP';
  };
  await p.goto(url);
  cleanup = async () => {
    await browser.close();
    await srv.close();
  };
}
await finished;
await cleanup();
server.close();
