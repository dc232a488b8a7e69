import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PushConfigView } from '../../stores/models';
import { RuleEditorStore } from '../../stores/rules/RuleEditorStore';
import type { Transport } from '../../stores/transport';
import { RuleChannelsFields } from './RuleChannelsFields';

// The picker rendered to HTML as the rule editor renders it, for each state of the channels' read.
const store = () =>
  new RuleEditorStore({} as Transport, 's1', null, undefined, { kind: 'threshold', escalationChannel: 'c1' });
const channel = { id: 'c1', name: 'Night shift', type: 'email', enabled: true } as unknown as PushConfigView;
const render = (read: { value: PushConfigView[] | undefined; loaded: boolean; error: string | null }) =>
  renderToStaticMarkup(<RuleChannelsFields store={store()} read={read} />);

describe('the rule editor’s channel picker', () => {
  it('says the channels are loading, never "No notification channels yet", before they are read', () => {
    const html = render({ value: undefined, loaded: false, error: null });
    expect(html).toContain('Loading notification channels…');
    expect(html).not.toContain('No notification channels yet');
    // The stored escalation channel stays chosen while the list loads (not "Nobody").
    expect(html).toMatch(/<option value="c1" selected="">Loading…<\/option>/);
  });

  it('says there are none only once the read answered with none', () => {
    const html = render({ value: [], loaded: true, error: null });
    expect(html).toContain('No notification channels yet: events are only listed.');
    expect(html).not.toContain('Loading notification channels');
  });

  it('lists the channels with their type in words once read', () => {
    const html = render({ value: [channel], loaded: true, error: null });
    expect(html).toContain('Night shift <span class="card-meta">E-mail</span>');
    expect(html).not.toContain('No notification channels yet');
    expect(html).not.toContain('Loading');
  });

  it('says why when the channels could not be read', () => {
    const html = render({ value: undefined, loaded: true, error: 'permission denied' });
    expect(html).toContain('Could not load the notification channels: permission denied');
    expect(html).not.toContain('No notification channels yet');
  });
});
