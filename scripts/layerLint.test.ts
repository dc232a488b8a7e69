// The layer boundaries of eslint.config.js, checked on planted violations: each source below is
// linted as if it were the named file, with the repository's own configuration.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** The layer-rule messages ESLint reports for `source` as the file at `path`. */
async function layerErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = [x];\n`, { filePath: join(ROOT, path) });
  return result.messages.filter((m) => m.ruleId?.endsWith('no-restricted-imports')).map((m) => m.message);
}

// ESLint loads the configuration and the TypeScript parser on its first file: seconds on a busy machine.
describe('the layer boundaries are enforced by lint', { timeout: 60_000 }, () => {
  it('data/ may not call domain/ functions (a planted value import fails)', async () => {
    const errors = await layerErrors(
      'functions/src/data/claims.ts',
      "import { planClaim as x } from '../domain/claim.js';",
    );
    expect(errors).toEqual([expect.stringContaining('decisions are domain/ planners')]);
  });

  it('the data files that moved their decisions out are held to it too', async () => {
    for (const file of [
      'rollups',
      'deviceLatest',
      'escalation',
      'channelsPush',
      'http',
      'summary',
      'rules',
      'sensorSamples',
      'channelsSms',
    ]) {
      const errors = await layerErrors(
        `functions/src/data/${file}.ts`,
        "import { planRollups as x } from '../domain/rollups.js';",
      );
      expect(errors, file).toEqual([expect.stringContaining('decisions are domain/ planners')]);
    }
  });

  it('functions data/ may not call a shared decision, only take its schemas, paths and constants', async () => {
    const path = 'functions/src/data/rules.ts';
    expect(await layerErrors(path, "import { isSampleRule as x } from '@neuron/shared';")).toEqual([
      expect.stringContaining('from @neuron/shared it takes schemas, paths and constants'),
    ]);
    for (const allowed of [
      "import { EventRuleSchema as x } from '@neuron/shared';",
      "import { NOTIFICATIONS_TOPIC as x } from '@neuron/shared';",
      "import { loadDocument as x } from '@neuron/shared';",
      "import type { EventRule as x } from '@neuron/shared';",
    ]) {
      expect(await layerErrors(path, allowed), allowed).toEqual([]);
    }
  });

  it("the client's data layer is held to the same rule", async () => {
    const path = 'client/src/data/auth.ts';
    expect(await layerErrors(path, "import { signInErrorMessage as x } from '@neuron/shared';")).toEqual([
      expect.stringContaining('from @neuron/shared it takes schemas, paths and constants'),
    ]);
    expect(await layerErrors(path, "import { MERGE_REQUIRED_CLAIM as x } from '@neuron/shared';")).toEqual([]);
    expect(await layerErrors(path, "import { SystemSchema as x } from '@neuron/shared';")).toEqual([]);
    expect(await layerErrors(path, "import { getAuth as x } from 'firebase/auth';")).toEqual([]);
  });

  it("data files may not take the catalogue's wording as a constant (functions and client)", async () => {
    for (const path of [
      'functions/src/data/channelsSms.ts',
      'client/src/data/callables.ts',
      'client/src/data/documents.ts',
    ]) {
      for (const name of [
        'SOMETHING_WENT_WRONG',
        'MISC_MESSAGES',
        'REFUSAL_MESSAGES',
        'READ_REFUSED_MESSAGE',
        'SIGN_IN_ERRORS',
        'SIGN_IN_FALLBACK_ERROR',
        'DISPLAY_TEXT',
        'TOAST_BUTTONS',
      ]) {
        expect(await layerErrors(path, `import { ${name} as x } from '@neuron/shared';`), `${path}: ${name}`).toEqual([
          expect.stringContaining('from @neuron/shared it takes schemas, paths and constants'),
        ]);
      }
      // Constants that are not wording still come in, as do the catalogue's codes (…_ERROR_CODE).
      for (const name of ['EVENT_PAGE_SIZE', 'MFA_REQUIRED_ERROR_CODE']) {
        expect(await layerErrors(path, `import { ${name} as x } from '@neuron/shared';`), `${path}: ${name}`).toEqual(
          [],
        );
      }
    }
  });

  it("data/ may take domain/ types (a planner's read and writes)", async () => {
    const errors = await layerErrors(
      'functions/src/data/claims.ts',
      "import type { ClaimRead as x } from '../domain/claim.js';",
    );
    expect(errors).toEqual([]);
  });

  it('data/ may not import workflows', async () => {
    const errors = await layerErrors(
      'functions/src/data/claims.ts',
      "import { claimDevice as x } from '../workflows/claimDevice.js';",
    );
    expect(errors).toEqual([expect.stringContaining('reads and writes only')]);
  });

  it('domain/ may not import Firestore', async () => {
    for (const from of ['firebase-admin/firestore', '@google-cloud/firestore']) {
      const errors = await layerErrors('functions/src/domain/claim.ts', `import { FieldValue as x } from '${from}';`);
      expect(errors, from).toEqual([expect.stringContaining('domain/ is pure')]);
    }
  });

  it('workflows/ may not import Firestore', async () => {
    for (const from of ['firebase-admin/firestore', '@google-cloud/firestore']) {
      const errors = await layerErrors(
        'functions/src/workflows/claimDevice.ts',
        `import { FieldValue as x } from '${from}';`,
      );
      expect(errors, from).toEqual([expect.stringContaining('Workflows reach Firestore through data/')]);
    }
  });

  it('screens may not import the client data layer, not even a type', async () => {
    for (const source of [
      "import { watchDevices as x } from '../../data/devices';",
      "import type { LoadedDevice as x } from '../../data/devices';",
    ]) {
      const errors = await layerErrors('client/src/features/devices/DeviceList.tsx', source);
      expect(errors, source).toEqual([expect.stringContaining('types: stores/models')]);
    }
    expect(
      await layerErrors(
        'client/src/features/devices/DeviceList.tsx',
        "import type { LoadedDevice as x } from '../../stores/models';",
      ),
    ).toEqual([]);
  });

  it("screens read through a store's read hook, not useLive/useRead themselves (types are fine)", async () => {
    const path = 'client/src/features/rules/RuleListsScreen.tsx';
    expect(await layerErrors(path, "import { useLive as x } from '../../stores/useLive';")).toEqual([
      expect.stringContaining("a store's read hook"),
    ]);
    expect(await layerErrors(path, "import type { LiveValue as x } from '../../stores/useLive';")).toEqual([]);
    expect(await layerErrors(path, "import { useEventRules as x } from '../../stores/rules/ruleReads';")).toEqual([]);
  });
});
