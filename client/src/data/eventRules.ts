import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  updateDoc,
  type DocumentReference,
  type FieldValue,
} from 'firebase/firestore';
import { EventRuleSchema, type EventRule, type Loaded } from '@neuron/shared';
import { readOneParsed, watchOneParsed, watchParsed } from './documents';
import { firebase } from './firebaseApp';

export type LoadedEventRule = Loaded<EventRule, DocumentReference>;
/** A rule as an admin saves it (the evaluator's `state` is never written from the client). */
export type EventRuleInput = Omit<EventRule, 'state'>;

const rules = (systemId: string) => collection(firebase().db, 'system', systemId, 'eventRules');

/** Fields an admin writes; one a kind does not use is removed on update. */
const EDIT_KEYS = [
  'name',
  'enabled',
  'kind',
  'devices',
  'watch',
  'valueIndex',
  'op',
  'threshold',
  'low',
  'high',
  'hysteresis',
  'delaySec',
  'channels',
  'alarmOn',
  'escalationChannel',
  'escalateAfterMin',
  'schedule',
] as const;

/** Reads a system's eventRules, live (docs/CALLS.md). */
export function watchEventRules(systemId: string, onChange: (rules: LoadedEventRule[]) => void): () => void {
  return watchParsed(rules(systemId), EventRuleSchema, onChange);
}

/** Reads one rule. */
export function readEventRule(systemId: string, ruleId: string): Promise<LoadedEventRule | undefined> {
  return readOneParsed(doc(rules(systemId), ruleId), EventRuleSchema);
}

/** Creates a rule (ruleId null) or replaces an existing one's fields, keeping its state; resolves to its id. */
export async function saveEventRule(systemId: string, ruleId: string | null, rule: EventRuleInput): Promise<string> {
  if (ruleId === null) return (await addDoc(rules(systemId), rule)).id;
  const fields: Record<string, unknown | FieldValue> = {};
  const given = rule as Record<string, unknown>;
  for (const key of EDIT_KEYS) fields[key] = given[key] === undefined ? deleteField() : given[key];
  await updateDoc(doc(rules(systemId), ruleId), fields);
  return ruleId;
}

/** Deletes a rule. */
export async function deleteEventRule(systemId: string, ruleId: string): Promise<void> {
  await deleteDoc(doc(rules(systemId), ruleId));
}

/** One rule, live (undefined while it does not exist). */
export function watchEventRule(
  systemId: string,
  ruleId: string,
  onChange: (rule: LoadedEventRule | undefined) => void,
  onError: (error: Error) => void,
): () => void {
  return watchOneParsed(doc(rules(systemId), ruleId), EventRuleSchema, onChange, onError);
}
