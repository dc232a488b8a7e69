// Loaded into the Firebase CLI of every local stack (scripts/emulatorPatches/cliPreload.mjs): the
// Pub/Sub emulator's bridge to the functions prints a line naming each message it has acked, that
// is, each message whose function runs have ended (the CLI acks once the runs it posted have
// answered, failed runs included: the local stack never redelivers).
//
// Why: `npm start`'s stop and the suites' settling (scripts/stop/, scripts/functionActivity.ts)
// wait until every message published on the pipeline's topics has been through its function. They
// counted the function's finished runs against the messages published; a message delivered twice
// (its lease lapsing on a starved machine) or a run counted under the wrong function then made the
// counts meet while one accepted batch still waited, and a stop saved without it (a 202 lost). By
// message id, a message is done when its own ack is seen, however often it ran.
import { installedFirebaseTools } from './installedFirebaseTools.mjs';

/** The firebase-tools version whose Pub/Sub bridge this patches (package.json pins it). */
export const PATCHED_VERSION = '13.35.1';
/** What each printed line starts with; then the topic and the message id, space-separated. */
export const ACKED_LINE = 'neuron-pubsub-acked';

/** The line for a message acked on `topic` (what the stacks' output readers parse, functionActivity.ts). */
export function ackedLine(topic, id) {
  return `${ACKED_LINE} ${topic} ${id}`;
}

/** Patches the class as loaded (`lib/emulator/pubsubEmulator.js`); `print` takes each line. Idempotent. */
export function printAckedMessages(pubsubModule, print = (line) => process.stdout.write(`${line}\n`)) {
  const { PubsubEmulator } = pubsubModule;
  if (typeof PubsubEmulator?.prototype?.onMessage !== 'function')
    throw new Error('firebase-tools PubsubEmulator has no onMessage');
  if (PubsubEmulator.prototype.printsAckedMessages) return;
  PubsubEmulator.prototype.printsAckedMessages = true;
  const onMessage = PubsubEmulator.prototype.onMessage;
  PubsubEmulator.prototype.onMessage = async function onMessageThenSay(topicName, message) {
    // The emulator's own handler runs every trigger of the topic, then acks (a trigger's failure
    // is logged and acked too); it throws, unacked, only for a topic without triggers.
    await onMessage.call(this, topicName, message);
    print(ackedLine(topicName, message.id));
  };
}

/** Patches the firebase-tools this checkout installed (warns if its version is not the one read). */
export function patchInstalledPubsubAcks() {
  const require = installedFirebaseTools(
    'scripts/emulatorPatches/ackedMessages.mjs',
    PATCHED_VERSION,
    "check that its Pub/Sub bridge still acks each message after the functions' runs",
  );
  printAckedMessages(require('firebase-tools/lib/emulator/pubsubEmulator.js'));
}
