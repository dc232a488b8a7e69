import { collection, doc, type DocumentReference } from 'firebase/firestore';
import { EventRuleSchema, type EventRule, type Loaded } from '@neuron/shared';
import { readOneParsed, watchOneParsed, watchParsed } from './documents';
import { firebase } from './firebaseApp';

export type LoadedEventRule = Loaded<EventRule, DocumentReference>;

const rules = (systemId: string) => collection(firebase().db, 'system', systemId, 'eventRules');

/** Reads a system's eventRules, live (docs/CALLS.md). */
export function watchEventRules(systemId: string, onChange: (rules: LoadedEventRule[]) => void): () => void {
  return watchParsed(rules(systemId), EventRuleSchema, onChange);
}

/** Reads one rule. */
export function readEventRule(systemId: string, ruleId: string): Promise<LoadedEventRule | undefined> {
  return readOneParsed(doc(rules(systemId), ruleId), EventRuleSchema);
}

/** One rule, live (undefined while it does not exist). */
export function watchEventRule(
  systemId: string,
  ruleId: string,
  onChange: (rule: LoadedEventRule | undefined) => void,
  onError: (message: string) => void,
): () => void {
  return watchOneParsed(doc(rules(systemId), ruleId), EventRuleSchema, onChange, onError);
}
