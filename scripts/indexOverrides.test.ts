import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// firestore.indexes.json turns off the single-field indexes of fields no query needs
// (docs/INDEXES.md, "Fields with no index"). The emulators serve every query whatever the
// indexes, so this is where a query that needs an exempted field is caught.

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: unknown[];
}

const config = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'firestore.indexes.json'), 'utf8')) as {
  fieldOverrides: FieldOverride[];
};
const exempted = config.fieldOverrides.filter((o) => o.indexes.length === 0);

/** Every field a query of the product filters or orders on, by collection group (docs/INDEXES.md). */
const QUERIED: Record<string, string[]> = {
  system: ['users', 'admin'],
  devices: ['type', 'alias', 'nameWords', 'sample.gatewaySn'],
  samples: ['time'],
  eventRules: ['kind'],
  events: ['time', 'kind', 'deviceSn', 'acknowledgedAt', 'escalateAt', 'maintenance.windowId', 'maintenance.end'],
  pushConfig: ['type'],
  errors: ['time'],
  integrations: ['kind', 'enabled'],
  gatewayKeys: ['systemId'],
  baseSensorConfigs: ['type'],
  invites: ['user', 'time'],
  whatsNew: ['time'],
};

/** Whether an exemption of `exemptPath` covers `field` (the field itself, or a map it is inside). */
const covers = (exemptPath: string, field: string) => field === exemptPath || field.startsWith(`${exemptPath}.`);

describe('single-field index exemptions', () => {
  it('leave every queried field indexed', () => {
    const broken = Object.entries(QUERIED).flatMap(([group, fields]) =>
      fields.flatMap((field) =>
        exempted
          .filter((o) => o.collectionGroup === group && covers(o.fieldPath, field))
          .map(() => `${group}.${field}`),
      ),
    );
    expect(broken).toEqual([]);
  });

  it('exempt the fields whose value only grows, which would cap their collection near 500 writes a second', () => {
    const has = (group: string, field: string) =>
      exempted.some((o) => o.collectionGroup === group && covers(o.fieldPath, field));
    expect(has('devices', 'state.sampleTime')).toBe(true);
    expect(has('devices', 'state.lastSeen')).toBe(true);
    expect(has('devices', 'sample.time')).toBe(true);
    expect(has('gatewayInfo', 'lastSeen')).toBe(true);
    expect(has('gatewayKeys', 'lastSeen')).toBe(true);
    expect(has('summary', 'updatedAt')).toBe(true);
  });

  it('exempt the running rollup on the device and every stored sample field but time (what a raw sample stores)', () => {
    const has = (group: string, field: string) =>
      exempted.some((o) => o.collectionGroup === group && covers(o.fieldPath, field));
    // A day's hours and gateways in one map: indexed, it would be hundreds of entries a device write.
    expect(has('devices', 'rollup')).toBe(true);
    expect(has('devices', 'rollup.hours.10.0.sum')).toBe(true);
    for (const field of [
      'values',
      'rawValues',
      'units',
      'status',
      'rssi',
      'battery',
      'gatewaySn',
      'gateways',
      'expireAt',
    ])
      expect(has('samples', field), field).toBe(true);
    expect(has('devices', 'sample.units')).toBe(true);
  });

  it("keep only the descending index of a sample's time: ranges are read by document id (the time), newest first by time", () => {
    const time = config.fieldOverrides.find((o) => o.collectionGroup === 'samples' && o.fieldPath === 'time');
    expect(time?.indexes).toEqual([{ order: 'DESCENDING', queryScope: 'COLLECTION' }]);
  });
});
