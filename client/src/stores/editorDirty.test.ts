import { describe, expect, it } from 'vitest';
import { sameDraft } from './editorStatus';
import { IntegrationEditorStore } from './integrations/IntegrationEditorStore';
import type { IntegrationView } from './models';
import { MaintenanceEditorStore } from './maintenance/MaintenanceEditorStore';
import { ChannelEditorStore } from './rules/ChannelEditorStore';
import { RuleEditorStore } from './rules/RuleEditorStore';
import type { Transport } from './transport';

// Every editor store answers `dirty` the same way: the draft differs from what it last read or
// saved, and a deleted item has nothing left to lose (the leave guard asks only then).
const transport = {
  saveEventRule: async () => 'r1',
  deleteEventRule: async () => {},
  savePushConfig: async () => 'c1',
  deletePushConfig: async () => {},
  createIntegration: async () => ({ integrationId: 'i1', secret: 's' }),
  updateIntegration: async () => {},
  deleteIntegration: async () => {},
  saveMaintenanceWindow: async () => {},
  deleteMaintenanceWindow: async () => {},
} as unknown as Transport;

describe('sameDraft', () => {
  it('compares drafts by value, an absent field as undefined', () => {
    expect(sameDraft({ a: 'x', b: [1, { c: true }] }, { b: [1, { c: true }], a: 'x' })).toBe(true);
    expect(sameDraft({ a: 'x', b: undefined }, { a: 'x' })).toBe(true);
    expect(sameDraft({ a: ['x'] }, { a: ['x', 'y'] })).toBe(false);
    expect(sameDraft({ a: [] }, { a: {} })).toBe(false);
    expect(sameDraft({ a: '1' }, { a: 1 })).toBe(false);
  });
});

describe('editor stores are dirty only with unsaved changes', () => {
  it('the rule editor: an edit, then saved; undoing an edit is clean again; deleted', async () => {
    const store = new RuleEditorStore(transport, 's1', null, undefined, { devices: ['S-1'] });
    expect(store.dirty).toBe(false);
    store.set('name', 'Hot');
    expect(store.dirty).toBe(true);
    store.set('name', '');
    expect(store.dirty).toBe(false);
    store.set('name', 'Hot');
    store.set('threshold', '30');
    expect(await store.save()).toBe('r1');
    expect(store.dirty).toBe(false);
    const stored = new RuleEditorStore(transport, 's1', 'r1', undefined, { devices: ['S-1'] });
    stored.set('name', 'Cold');
    expect(await stored.remove()).toBe(true);
    expect(stored.dirty).toBe(false);
  });

  it('the channel editor: an invalid draft stays dirty, a saved one is clean', async () => {
    const store = new ChannelEditorStore(transport, 's1', 'c1');
    store.set('name', 'Team');
    store.set('type', 'email');
    expect(await store.save()).toBeNull();
    expect(store.dirty).toBe(true);
    store.set('emails', 'team@example.com');
    expect(await store.save()).toBe('c1');
    expect(store.dirty).toBe(false);
    store.set('name', 'Team B');
    expect(await store.remove()).toBe(true);
    expect(store.dirty).toBe(false);
  });

  it('the integration editor: each draft started is clean; created, saved and deleted are clean', async () => {
    const store = new IntegrationEditorStore(transport, 's1', undefined);
    expect(store.dirty).toBe(false);
    store.set('name', 'Lake');
    store.set('url', 'https://example.com/hook');
    expect(store.dirty).toBe(true);
    expect(await store.save()).toBe('i1');
    expect(store.dirty).toBe(false);
    const stored = new IntegrationEditorStore(transport, 's1', {
      id: 'i1',
      kind: 'api_key',
      name: 'Key',
      enabled: true,
    } as IntegrationView);
    expect(stored.dirty).toBe(false);
    stored.set('enabled', false);
    expect(stored.dirty).toBe(true);
    expect(await stored.save()).toBe('i1');
    expect(stored.dirty).toBe(false);
    stored.set('name', 'Old key');
    expect(await stored.remove()).toBe(true);
    expect(stored.dirty).toBe(false);
  });

  it('the maintenance window editor: dirty after an edit, clean once saved', async () => {
    const store = new MaintenanceEditorStore(transport, 's1', 'UTC', 'a@example.com', null, Date.now());
    expect(store.dirty).toBe(false);
    store.set('name', 'Cleaning');
    expect(store.dirty).toBe(true);
    expect(await store.save()).toBe(true);
    expect(store.dirty).toBe(false);
  });
});
