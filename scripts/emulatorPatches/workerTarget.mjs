// `node --import` of each Functions emulator worker when workers serve any function
// (sharedWorkers.mjs): the worker learns each call's function from a message sent before the call,
// and this keeps FUNCTION_TARGET (which the framework sets, deployed and emulated, and
// functions/src/jsonBodyErrors.ts names in its log lines) that call's function, not the first one
// the worker was started for. Registered before the emulator's runtime registers its own listener,
// so it runs first.
process.on('message', (message) => {
  try {
    const target = JSON.parse(String(message))?.functionTarget;
    if (typeof target === 'string' && target) process.env.FUNCTION_TARGET = target;
  } catch {
    // Not a call's target: the runtime reports what it cannot read.
  }
});
