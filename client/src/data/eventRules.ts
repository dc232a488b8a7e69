import { collection, doc, type DocumentReference } from 'firebase/firestore';
import { EventRuleSchema, type EventRule, type Loaded } from '@neuron/shared';
import { readOneParsed, watchParsed } from './documents';
import { firebase } from './firebaseApp';

export type LoadedEventRule = Loaded<EventRule, DocumentReference>;

const rules = (systemId: string) => collection(firebase().db, 'system', systemId, 'eventRules');

/** Reads a system's eventRules, live (SPEC.md §7). */
export function watchEventRules(systemId: string, onChange: (rules: LoadedEventRule[]) => void): () => void {
  return watchParsed(rules(systemId), EventRuleSchema, onChange);
}

/** Reads one rule. */
export function readEventRule(systemId: string, ruleId: string): Promise<LoadedEventRule | undefined> {
  return readOneParsed(doc(rules(systemId), ruleId), EventRuleSchema);
}
