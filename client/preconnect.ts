import type { Plugin } from 'vite';

/**
 * Adds <link rel="preconnect"> for the origins the app talks to first (Auth, then Firestore), so
 * their connections open while the app's script loads: the emulators of this port offset when
 * there is no Firebase config (VITE_FIREBASE_API_KEY), else Google's Auth and Firestore hosts.
 */
export function preconnectToBackend(): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'neuron-preconnect',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml() {
      const offset = Number(env.VITE_EMULATOR_PORT_OFFSET ?? 0) || 0;
      const origins = env.VITE_FIREBASE_API_KEY
        ? [
            'https://identitytoolkit.googleapis.com',
            'https://securetoken.googleapis.com',
            'https://firestore.googleapis.com',
          ]
        : [`http://127.0.0.1:${9099 + offset}`, `http://127.0.0.1:${8080 + offset}`];
      return origins.map((href) => ({ tag: 'link', attrs: { rel: 'preconnect', href }, injectTo: 'head' as const }));
    },
  };
}
