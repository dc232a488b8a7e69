import { observable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { EditorDraft } from './editorDraft';
import { ChannelEditorStore } from './rules/ChannelEditorStore';
import type { Transport } from './transport';

// The draft every editor store keeps: dirty against what was last read or saved, Cancel back to
// it, nothing to lose once deleted.
describe('EditorDraft', () => {
  it('is clean as started, dirty after an edit, clean again when the edit is undone', () => {
    const draft = new EditorDraft({ name: 'Hot', devices: ['S-1'] });
    expect(draft.dirty).toBe(false);
    draft.value = { ...draft.value, name: 'Cold' };
    expect(draft.dirty).toBe(true);
    draft.value.name = 'Hot';
    expect(draft.dirty).toBe(false);
    draft.value.devices.push('S-2');
    expect(draft.dirty).toBe(true);
  });

  it('takes a saved snapshot as the stored state, even when typing went on during the save', () => {
    const draft = new EditorDraft({ name: 'Hot' });
    draft.value = { name: 'Cold' };
    const saving = draft.snapshot();
    draft.value = { name: 'Colder' };
    draft.saved(saving);
    expect(draft.dirty).toBe(true);
    draft.value = { name: 'Cold' };
    expect(draft.dirty).toBe(false);
  });

  it('Cancel puts back the values last read or saved, as a copy the next edit does not change', () => {
    const draft = new EditorDraft({ name: 'Hot', devices: ['S-1'] });
    draft.value = { name: 'Cold', devices: [] };
    draft.discard();
    expect(draft.value).toEqual({ name: 'Hot', devices: ['S-1'] });
    expect(draft.dirty).toBe(false);
    draft.value.devices.push('S-2');
    draft.discard();
    expect(draft.value.devices).toEqual(['S-1']);
  });

  it('has nothing to lose once deleted, until it starts over', () => {
    const draft = new EditorDraft({ name: 'Hot' });
    draft.value = { name: 'Cold' };
    draft.deleted();
    expect(draft.dirty).toBe(false);
    draft.restart({ name: 'Other' });
    expect(draft.value).toEqual({ name: 'Other' });
    draft.value = { name: 'Another' };
    expect(draft.dirty).toBe(true);
  });

  it('copies a draft made from live (observable) values, which the live values then do not change', () => {
    const inputs = observable(['S-1']);
    const draft = new EditorDraft({ virtual: { inputs } });
    inputs.push('S-2');
    expect(draft.value.virtual.inputs).toEqual(['S-1']);
    expect(draft.dirty).toBe(false);
  });
});

describe('an editor store on the draft', () => {
  it('Cancel on a stored channel discards the edit and its messages', async () => {
    const transport = { savePushConfig: async () => 'c1' } as unknown as Transport;
    const store = new ChannelEditorStore(transport, 's1', 'c1', {
      name: 'Team',
      type: 'email',
      enabled: true,
      target: ['team@example.com'],
    } as never);
    store.set('name', '');
    expect(await store.save()).toBeNull();
    expect(store.errors.name).toBeDefined();
    expect(store.dirty).toBe(true);
    store.cancel();
    expect(store.form.name).toBe('Team');
    expect(store.errors).toEqual({});
    expect(store.status).toBeNull();
    expect(store.dirty).toBe(false);
  });
});
