import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select, type SelectOption } from './Select';

type Repeat = 'none' | 'daily';
const OPTIONS: SelectOption<Repeat>[] = [
  { value: 'none', label: 'Once' },
  { value: 'daily', label: 'Every day' },
];

function Picker({ error, onPick }: { error?: string; onPick: (r: Repeat) => void }) {
  const [value, setValue] = useState<Repeat>('none');
  return (
    <>
      <label htmlFor="repeat">Repeats</label>
      <Select<Repeat>
        id="repeat"
        value={value}
        error={error}
        options={[...OPTIONS, { value: 'none', label: 'Loading…', disabled: true }]}
        onChange={(r) => {
          setValue(r);
          onPick(r);
        }}
      />
    </>
  );
}

describe('Select, the one styled select', () => {
  it('is a labelled native select with the styled class, its choices in words, a disabled line not choosable', async () => {
    const picked: Repeat[] = [];
    render(<Picker onPick={(r) => picked.push(r)} />);
    const select = screen.getByLabelText('Repeats') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.className).toBe('select');
    expect([...select.options].map((o) => [o.text, o.disabled])).toEqual([
      ['Once', false],
      ['Every day', false],
      ['Loading…', true],
    ]);
    await userEvent.selectOptions(select, 'Every day');
    expect(picked).toEqual(['daily']);
    expect(select.value).toBe('daily');
    expect(select.getAttribute('aria-invalid')).toBeNull();
  });

  it('links its error message (aria-invalid, aria-describedby)', () => {
    render(<Picker error="Pick one" onPick={() => undefined} />);
    const select = screen.getByLabelText('Repeats');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('repeat-error');
  });
});
