import type { BrowserContext } from 'playwright-core';

/**
 * A stand-in for Google's `https://apis.google.com/js/api.js` loader, which the Firebase Auth
 * SDK and the Auth emulator's helper iframe both load for popup and redirect sign-in, and which
 * cannot be fetched on an offline machine. It implements only what those two use of
 * `gapi.iframes`: open an iframe, ping it, and send/register named messages across it with
 * postMessage. The sign-in itself (the emulator's IdP page, its accounts and tokens) is real.
 *
 * A message sent before the other side registered its handler is held and answered once the
 * handler is registered: after a redirect, the emulator's helper iframe sends the stored sign-in
 * event as soon as it loads, before the SDK has registered 'authEvent'; answering it with no
 * response made the iframe drop the event ("Sending authEvent failed") and the app wait forever
 * for the redirect result (a blank page).
 */
const GAPI_SHIM = String.raw`(function () {
  var FILTER = function () { return true; };
  var handlers = {};
  // Messages that arrived before their handler was registered, answered once it is.
  var early = {};
  var pending = {};
  var seq = 0;
  function channel(target) {
    return {
      register: function (name, handler) {
        handlers[name] = handler;
        (early[name] || []).forEach(function (m) { answer(m.source, m.id, handler(m.data)); });
        delete early[name];
      },
      send: function (name, data, callback) {
        var id = 'm' + (++seq) + Math.random();
        pending[id] = callback || function () {};
        target().postMessage({ gapiShim: 'send', id: id, name: name, data: data }, '*');
      },
      ping: function (callback) {
        return new Promise(function (resolve) {
          var id = 'p' + (++seq) + Math.random();
          pending[id] = function () { if (callback) callback(); resolve(); };
          var tries = 0;
          (function tick() {
            if (!pending[id] || tries++ > 200) return;
            try { target().postMessage({ gapiShim: 'ping', id: id }, '*'); } catch (e) {}
            setTimeout(tick, 50);
          })();
        });
      },
      restyle: function () { return Promise.resolve(); },
    };
  }
  function answer(target, id, value) {
    target.postMessage({ gapiShim: 'reply', id: id, responses: value === undefined ? [] : [value] }, '*');
  }
  window.addEventListener('message', function (e) {
    var m = e.data;
    if (!m || typeof m !== 'object' || !m.gapiShim) return;
    if (m.gapiShim === 'ping') return e.source.postMessage({ gapiShim: 'reply', id: m.id, responses: [] }, '*');
    if (m.gapiShim === 'send') {
      var handler = handlers[m.name];
      if (handler) return answer(e.source, m.id, handler(m.data));
      (early[m.name] = early[m.name] || []).push({ source: e.source, id: m.id, data: m.data });
      return;
    }
    if (m.gapiShim === 'reply' && pending[m.id]) {
      var done = pending[m.id];
      delete pending[m.id];
      done(m.responses);
    }
  });
  var context = {
    open: function (options, ready) {
      var frame = document.createElement('iframe');
      frame.src = options.url;
      frame.style.display = 'none';
      (options.where || document.body).appendChild(frame);
      var api = channel(function () { return frame.contentWindow; });
      return ready ? ready(api) : Promise.resolve(api);
    },
    getParentIframe: function () { return channel(function () { return window.parent; }); },
  };
  window.gapi = {
    load: function (_name, options) {
      setTimeout(function () { (typeof options === 'function' ? options : options.callback)(); }, 0);
    },
    iframes: { getContext: function () { return context; }, CROSS_ORIGIN_IFRAMES_FILTER: FILTER, Iframe: function () {} },
  };
  var onload = new URLSearchParams((document.currentScript && document.currentScript.src.split('?')[1]) || '').get('onload');
  if (onload && window[onload]) setTimeout(window[onload], 0);
  else if (window.gapi_onload) setTimeout(window.gapi_onload, 0);
})();`;

/** Serves the gapi stand-in to every page and frame of the context (SDK side and emulator iframe). */
export async function serveGapiShim(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_SHIM }),
  );
}
