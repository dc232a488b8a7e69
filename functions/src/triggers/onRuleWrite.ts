import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { ruleWritten } from '../workflows/deviceAndRuleChanges.js';
import { triggerPaths } from '../data/paths.js';
import { runtimeOf } from '../domain/functionSettings.js';

/**
 * system/{sid}/eventRules/{rid} added, edited or removed: the store path's cached rules of the
 * system are marked stale (a change of the rule's own `state` alone, written by the functions,
 * is not an edit).
 */
export const onRuleWrite = onDocumentWritten(
  { ...runtimeOf('onRuleWrite'), document: triggerPaths.eventRule },
  async (event) => {
    await ruleWritten(
      event.params.sid,
      event.params.rid,
      event.data?.before.data(),
      event.data?.after.data(),
      Date.now(),
    );
  },
);
