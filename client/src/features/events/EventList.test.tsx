import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EventList } from './EventList';

describe('the events list when empty', () => {
  it('says no events yet without a filter, and that the filter matched nothing with one', () => {
    expect(renderToStaticMarkup(<EventList systemId="s1" events={[]} nameOf={(sn) => sn} />)).toContain(
      'No events yet.',
    );
    const filtered = renderToStaticMarkup(<EventList systemId="s1" events={[]} nameOf={(sn) => sn} filtered />);
    expect(filtered).toContain('No events match this filter.');
    expect(filtered).not.toContain('No events yet');
  });
});
