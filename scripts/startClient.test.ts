import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildInputFiles, clientFingerprint, localClientEnv } from './startClient.js';

// When `npm start` builds the client again: only when something that goes into the build changed.
describe("the start's client build fingerprint", () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function checkout(): string {
    root = mkdtempSync(join(tmpdir(), 'neuron-client-fp-'));
    const files: Record<string, string> = {
      'package-lock.json': '{}',
      'client/index.html': '<div id="root"></div>',
      'client/src/main.tsx': 'render()',
      'client/src/main.test.tsx': 'test()',
      'client/src/testing/fakeTransport.ts': 'fake()',
      'client/node_modules/x/index.js': 'dep',
      'client/dist/index.html': 'old build',
      'shared/src/online.ts': 'export const WINDOW = 30;',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }
  const env = { VITE_EMULATOR_PORT_OFFSET: '0', NEURON_PORT_OFFSET: '0', PATH: '/bin' };

  it("reads the client's and shared sources and the lockfile, not tests, dependencies or old builds", () => {
    expect(buildInputFiles(checkout())).toEqual([
      'client/index.html',
      'client/src/main.tsx',
      'package-lock.json',
      'shared/src/online.ts',
    ]);
  });

  it('changes with a source, the lockfile or a VITE_ setting; not with a test or another variable', () => {
    const r = checkout();
    const first = clientFingerprint(r, env);
    expect(clientFingerprint(r, { ...env, PATH: '/usr/bin' })).toBe(first);
    writeFileSync(join(r, 'client/src/main.test.tsx'), 'test(2)');
    expect(clientFingerprint(r, env)).toBe(first);
    expect(clientFingerprint(r, { ...env, VITE_EMULATOR_PORT_OFFSET: '1000' })).not.toBe(first);
    writeFileSync(join(r, 'shared/src/online.ts'), 'export const WINDOW = 31;');
    const edited = clientFingerprint(r, env);
    expect(edited).not.toBe(first);
    writeFileSync(join(r, 'package-lock.json'), '{"v":2}');
    expect(clientFingerprint(r, env)).not.toBe(edited);
  });

  it("builds for this stack's emulators even where a deployment's config is set up", () => {
    expect(localClientEnv('15000', { VITE_FAKE_FCM: '1' })).toEqual({
      VITE_EMULATOR_PORT_OFFSET: '15000',
      VITE_FIREBASE_API_KEY: '',
      VITE_FAKE_FCM: '1',
    });
  });
});
