import { FirebaseError } from 'firebase/app';
import type { CallableInput, CallableName, CallableOutput } from '@neuron/shared';
import { firebaseAuth } from './authApp';
import { EMULATOR_PORTS, REGION, emulatorHost, portOffset, useEmulators } from './backend';

// firebase/functions is imported on first use only, so screens that never call a function (the
// initial route) do not carry it.

let functionsHandle: Promise<import('firebase/functions').Functions> | undefined;

function functions() {
  functionsHandle ??= import('firebase/functions').then(({ getFunctions, connectFunctionsEmulator }) => {
    const f = getFunctions(firebaseAuth().app, REGION);
    if (useEmulators) connectFunctionsEmulator(f, emulatorHost(), EMULATOR_PORTS.functions + portOffset);
    return f;
  });
  return functionsHandle;
}

/**
 * A callable's answer: its result, or its refusal: the code, and the sentence the callable wrote
 * for the user ('' when it gave none: an internal failure, whose details the server hides, or no
 * answer at all, code 'unknown'). The stores word a refusal (stores/refusal.ts, callRefusalText).
 */
export type CallResult<T> = { ok: true; data: T } | { ok: false; code: string; message: string };

/**
 * Calls a callable function by name: the client's one way to call a function (input and answer
 * typed by the shared CALLABLES). Refusals come back as their code and message, not a throw.
 */
export async function callFunction<N extends CallableName>(
  name: N,
  data: CallableInput<N>,
): Promise<CallResult<CallableOutput<N>>> {
  const { httpsCallable } = await import('firebase/functions');
  try {
    const result = await httpsCallable<CallableInput<N>, CallableOutput<N>>(await functions(), name)(data);
    return { ok: true, data: result.data };
  } catch (error) {
    if (error instanceof FirebaseError) {
      const code = error.code.replace(/^functions\//, '');
      // 'internal' carries no sentence of the callable's (the SDK's "INTERNAL"): it is logged.
      // The SDK may append the HTTP status ("… [403]"): the sentence is what is handed on.
      if (code === 'internal') console.error(`${name} failed`, error);
      const message = code === 'internal' ? '' : error.message.replace(/\s*\[\d{3}\]$/, '');
      return { ok: false, code, message };
    }
    console.error(`${name} failed`, error);
    return { ok: false, code: 'unknown', message: '' };
  }
}

/**
 * The answer of callFunction, or its refusal thrown as a FirebaseError (code `functions/<code>`),
 * for stores whose one `run` catches a refusal and shows it with refusalText.
 */
export async function callOrThrow<N extends CallableName>(name: N, data: CallableInput<N>): Promise<CallableOutput<N>> {
  const answer = await callFunction(name, data);
  if (answer.ok) return answer.data;
  throw new FirebaseError(`functions/${answer.code}`, answer.message);
}

// Kept in a module without Firebase, so the transport can hand it on without loading Firestore.
export { ingestEndpoint } from './endpoints';
