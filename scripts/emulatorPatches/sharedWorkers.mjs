// Loaded into the Firebase CLI of every local stack (scripts/emulatorPatches/cliPreload.mjs;
// scripts/localClock/firebaseCli.ts): the Functions emulator's workers serve any function, as the
// emulator's own debugging mode (`--inspect-functions`) makes them do, but without its debugger or
// its one-at-a-time queue.
//
// Why: firebase-tools 13.35 keys its worker processes by function. The first call of each
// function, and each call that finds that function's workers busy, starts a Node process that
// loads the emulator's runtime and every function's code (about 1.3 CPU-seconds here). A stack
// running ~30 distinct functions started ~55 of them per test shard, ~20 % of a test run's CPU.
// With one pool, a stack starts as many workers as run at once (FUNCTIONS_EMULATOR_PARALLEL,
// scripts/emulatorSetup.ts), and an idle worker takes the next call whatever its function.
//
// What stays the emulator's own: its work queue and parallelism, each call's timeout (the
// function's own `timeoutSeconds`), the log lines ("Beginning execution of …" names the function
// run, which scripts/functionActivity.ts counts), a reload killing idle workers. What differs from
// a deployment, as it already did: functions share a process, so a module-level cache one function
// fills can be read by another function's call on the same worker. Plain JavaScript: the CLI loads
// it without a TypeScript loader.
import { installedFirebaseTools } from './installedFirebaseTools.mjs';
import { pathToFileURL } from 'node:url';
import { CALL_HEADER } from './workerTarget.mjs';

/** The firebase-tools version whose worker pool this patches (package.json pins it). */
export const PATCHED_VERSION = '13.35.1';
/** The one key every function's workers are kept under. */
export const SHARED_KEY = '~any-function~';
/** What each worker loads first: it runs each request after its call's message, and keeps FUNCTION_TARGET the call's function. */
export const WORKER_PRELOAD = pathToFileURL(new URL('./workerTarget.mjs', import.meta.url).pathname).href;

/**
 * Patches the emulator's classes as loaded (`lib/emulator/functionsRuntimeWorker.js`,
 * `lib/emulator/functionsEmulator.js`, `lib/emulator/functionsEmulatorShared.js`,
 * `lib/emulator/emulatorLogger.js`). Idempotent.
 */
export function shareFunctionWorkers(workerModule, emulatorModule, sharedModule, loggerModule) {
  const { RuntimeWorkerPool } = workerModule;
  const { FunctionsEmulator } = emulatorModule;
  const { getSignatureType } = sharedModule;
  const { EmulatorLogger } = loggerModule;
  if (RuntimeWorkerPool.prototype.sharedAcrossFunctions) return;
  for (const name of ['getKey', 'getIdleWorker', 'submitRequest', 'addWorker'])
    if (typeof RuntimeWorkerPool.prototype[name] !== 'function')
      throw new Error(`firebase-tools RuntimeWorkerPool has no ${name}`);
  for (const name of ['getEmulatorEnvs', 'handleHttpsTrigger', 'startRuntime'])
    if (typeof FunctionsEmulator.prototype[name] !== 'function')
      throw new Error(`firebase-tools FunctionsEmulator has no ${name}`);
  if (typeof getSignatureType !== 'function') throw new Error('firebase-tools has no getSignatureType');

  RuntimeWorkerPool.prototype.sharedAcrossFunctions = true;
  RuntimeWorkerPool.prototype.getKey = () => SHARED_KEY;

  // The runtime's debugging mode takes each call's function from a message sent before it
  // (functionsEmulatorRuntime.js handleMessage), instead of from the environment it started with.
  const getEmulatorEnvs = FunctionsEmulator.prototype.getEmulatorEnvs;
  FunctionsEmulator.prototype.getEmulatorEnvs = function withCallTargets() {
    const nodeOptions = [process.env.NODE_OPTIONS, `--import ${WORKER_PRELOAD}`].filter(Boolean).join(' ');
    return { ...getEmulatorEnvs.call(this), FUNCTION_DEBUG_MODE: 'true', NODE_OPTIONS: nodeOptions };
  };

  // The pool learns each function's entry point, signature and timeout from its emulator, which
  // it is handed at each call (handleHttpsTrigger is the only path calls take).
  const handleHttpsTrigger = FunctionsEmulator.prototype.handleHttpsTrigger;
  FunctionsEmulator.prototype.handleHttpsTrigger = function handleWithKnownTargets(req, res) {
    for (const pool of Object.values(this.workerPools)) pool.emulator = this;
    return handleHttpsTrigger.call(this, req, res);
  };

  let calls = 0;
  RuntimeWorkerPool.prototype.submitRequest = function submitToAnyWorker(triggerId, req, resp, body) {
    const worker = this.getIdleWorker(triggerId);
    if (!worker)
      return Promise.reject(new Error("Internal Error: can't call submitRequest without checking for idle workers"));
    const def = Object.values(this.emulator?.triggers ?? {}).find((r) => r.def.id === triggerId)?.def;
    if (!def) return Promise.reject(new Error(`No function ${triggerId} to run`));
    // Not awaited: between finding the idle worker and `request` marking it busy nothing may yield,
    // or a call running beside this one (the work queue runs several) would take the same worker
    // and send it its own function. The message and the request travel on different channels, in
    // no set order: both carry the call's number, and the worker holds a request until its
    // message is read (workerTarget.mjs). A failed send means the worker died: the call then
    // fails, and the emulator reports that.
    const callId = String(++calls);
    worker
      .sendDebugMsg({ functionTarget: def.entryPoint, functionSignature: getSignatureType(def), callId })
      .catch(() => {});
    // The worker's name in the log lines and its timeout are the function's being run.
    worker.triggerKey = triggerId;
    worker.logger = EmulatorLogger.forFunction(triggerId, worker.extensionLogInfo);
    worker.timeoutSeconds = def.timeoutSeconds;
    // The worker's request is made of these three (functionsRuntimeWorker.js `request`).
    const numbered = { method: req.method, path: req.path, headers: { ...req.headers, [CALL_HEADER]: callId } };
    return worker.request(numbered, resp, body, false);
  };
}

/** Patches the firebase-tools this checkout installed (warns if its version is not the one read). */
export function patchInstalledFunctionWorkers() {
  const require = installedFirebaseTools(
    'scripts/emulatorPatches/sharedWorkers.mjs',
    PATCHED_VERSION,
    'check that its workers are still kept per function',
  );
  shareFunctionWorkers(
    require('firebase-tools/lib/emulator/functionsRuntimeWorker.js'),
    require('firebase-tools/lib/emulator/functionsEmulator.js'),
    require('firebase-tools/lib/emulator/functionsEmulatorShared.js'),
    require('firebase-tools/lib/emulator/emulatorLogger.js'),
  );
}
