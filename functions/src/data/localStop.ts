import { existsSync } from 'node:fs';
import { LOCAL_STOP_FLAG_ENV } from '@neuron/shared';

/**
 * Whether the local stack (`npm start`) has begun to stop: the flag file it named in
 * NEURON_LOCAL_STOP_FLAG exists (scripts/stop/stopFlag.ts). A file rather than a document, so
 * the check is one `stat` with no cache to go stale, and none at all where the variable is unset
 * (production, the test stacks).
 */
export function localStackStopping(env: NodeJS.ProcessEnv = process.env): boolean {
  const flag = env[LOCAL_STOP_FLAG_ENV];
  return flag !== undefined && flag !== '' && existsSync(flag);
}
