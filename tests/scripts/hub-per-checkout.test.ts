import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, emulatorEnv } from '../../scripts/emulatorSetup.js';
import { PROJECT_ID } from '../../scripts/ports.js';

// Where the Firebase CLI itself looks for the running hub of the project, asked in a process that
// has the emulator environment of a checkout at a port offset (the CLI the scripts start gets
// exactly this environment).
function hubLocatorFor(root: string, offset: number): string {
  const hub = join(ROOT, 'node_modules/firebase-tools/lib/emulator/hub.js');
  const saved = process.env.NEURON_PORT_OFFSET;
  process.env.NEURON_PORT_OFFSET = String(offset);
  try {
    return execFileSync(
      process.execPath,
      ['-e', `process.stdout.write(require(${JSON.stringify(hub)}).EmulatorHub.getLocatorFilePath('${PROJECT_ID}'))`],
      { env: emulatorEnv(root), encoding: 'utf8' },
    );
  } finally {
    if (saved === undefined) delete process.env.NEURON_PORT_OFFSET;
    else process.env.NEURON_PORT_OFFSET = saved;
  }
}

describe('stacks side by side', () => {
  const a = mkdtempSync(join(tmpdir(), 'neuron-a-'));
  const b = mkdtempSync(join(tmpdir(), 'neuron-b-'));
  afterAll(() => {
    rmSync(a, { recursive: true, force: true });
    rmSync(b, { recursive: true, force: true });
  });

  it('two checkouts each find their own emulator hub (the locator file lives in the checkout)', () => {
    const locatorA = hubLocatorFor(a, 0);
    const locatorB = hubLocatorFor(b, 0);
    expect(locatorA.startsWith(join(a, '.emulators', 'tmp'))).toBe(true);
    expect(locatorB.startsWith(join(b, '.emulators', 'tmp'))).toBe(true);
    expect(locatorA).not.toBe(locatorB);
  });

  it('`npm start` and a test or bench run of one checkout (other offsets) each have their own locator', () => {
    const locators = [0, 1000, 4000].map((offset) => hubLocatorFor(a, offset));
    expect(new Set(locators).size).toBe(3);
    for (const l of locators) expect(l.startsWith(join(a, '.emulators', 'tmp'))).toBe(true);
  });
});
