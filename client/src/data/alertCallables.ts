import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import type { CallableOutput } from '@neuron/shared';
import { EMULATOR_PORTS, emulatorHost, portOffset, useEmulators } from './backend';
import { firebase } from './firebaseApp';

let functions: Functions | undefined;

/** The Functions client, wired to the emulator when the app runs against the emulators. */
function fns(): Functions {
  if (functions) return functions;
  const { app } = firebase();
  functions = getFunctions(app);
  if (useEmulators) connectFunctionsEmulator(functions, emulatorHost(), EMULATOR_PORTS.functions + portOffset);
  return functions;
}

/** Calls one of the app's callable functions. */
export async function callFunction<I, O>(name: string, input: I): Promise<O> {
  return (await httpsCallable<I, O>(fns(), name)(input)).data;
}

/** How a test notification went: sent, or failed with the provider's message. */
export type ChannelTestOutcome = CallableOutput<'sendTestNotification'>;

/** Sends a test notification through a channel's real delivery path (admins only). */
export function sendTestNotification(systemId: string, channelId: string): Promise<ChannelTestOutcome> {
  return callFunction('sendTestNotification', { systemId, channelId });
}

/** Makes a new signing secret for a webhook channel; the answer is the only time it is shown. */
export function rotateChannelSecret(
  systemId: string,
  channelId: string,
): Promise<CallableOutput<'rotateChannelSecret'>> {
  return callFunction('rotateChannelSecret', { systemId, channelId });
}
