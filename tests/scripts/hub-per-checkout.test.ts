import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, emulatorEnv } from '../../scripts/emulatorSetup.js';
import { PROJECT_ID } from '../../scripts/ports.js';

// Where the Firebase CLI itself looks for the running hub of the project, asked in a process that
// has a checkout's emulator environment (the CLI the scripts start gets exactly this environment).
function hubLocatorFor(root: string): string {
  const hub = join(ROOT, 'node_modules/firebase-tools/lib/emulator/hub.js');
  return execFileSync(
    process.execPath,
    ['-e', `process.stdout.write(require(${JSON.stringify(hub)}).EmulatorHub.getLocatorFilePath('${PROJECT_ID}'))`],
    { env: emulatorEnv(root), encoding: 'utf8' },
  );
}

describe('two checkouts side by side', () => {
  const a = mkdtempSync(join(tmpdir(), 'neuron-a-'));
  const b = mkdtempSync(join(tmpdir(), 'neuron-b-'));
  afterAll(() => {
    rmSync(a, { recursive: true, force: true });
    rmSync(b, { recursive: true, force: true });
  });

  it('each finds its own emulator hub (the locator file lives in the checkout), so stopping one exports only its own data', () => {
    const locatorA = hubLocatorFor(a);
    const locatorB = hubLocatorFor(b);
    expect(locatorA.startsWith(join(a, '.emulators', 'tmp'))).toBe(true);
    expect(locatorB.startsWith(join(b, '.emulators', 'tmp'))).toBe(true);
    expect(locatorA).not.toBe(locatorB);
  });
});
