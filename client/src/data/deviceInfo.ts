import { collection, doc, query, where, type DocumentReference } from 'firebase/firestore';
import {
  BaseSensorConfigSchema,
  GatewayInfoSchema,
  SensorInfoSchema,
  type BaseSensorConfig,
  type GatewayInfo,
  type Loaded,
  type SensorInfo,
} from '@neuron/shared';
import { readOneParsed, readParsed, watchOneParsed } from './documents';
import { firebase } from './firebaseApp';

/** gatewayInfo by id (the gateway's serial; docs/CALLS.md), live. Returns the unsubscribe. */
export function watchGatewayInfo(
  sn: string,
  onChange: (info: Loaded<GatewayInfo, DocumentReference> | undefined) => void,
  onError: (error: Error) => void,
): () => void {
  return watchOneParsed(doc(firebase().db, 'gatewayInfo', sn), GatewayInfoSchema, onChange, onError);
}

/** Reads sensorInfo by id (the sensor's serial; docs/CALLS.md). */
export function readSensorInfo(sn: string): Promise<Loaded<SensorInfo, DocumentReference> | undefined> {
  return readOneParsed(doc(firebase().db, 'sensorInfo', sn), SensorInfoSchema);
}

/** Reads baseSensorConfigs, optionally by type (docs/CALLS.md). */
export function readBaseSensorConfigs(type?: string): Promise<Loaded<BaseSensorConfig, DocumentReference>[]> {
  const all = collection(firebase().db, 'baseSensorConfigs');
  return readParsed(type ? query(all, where('type', '==', type)) : all, BaseSensorConfigSchema);
}
