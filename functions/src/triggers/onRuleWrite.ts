import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { stampConfigVersion } from '../data/gatewayInfo.js';
import { ruleDefinitionChanged } from '../domain/rules.js';

/**
 * system/{sid}/eventRules/{rid} added, edited or removed: the store path's cached rules of the
 * system are marked stale (a change of the rule's own `state` alone, written by the functions,
 * is not an edit).
 */
export const onRuleWrite = onDocumentWritten('system/{sid}/eventRules/{rid}', async (event) => {
  if (!ruleDefinitionChanged(event.data?.before.data(), event.data?.after.data())) return;
  await stampConfigVersion(event.params.sid, Date.now());
});
