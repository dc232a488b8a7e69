import { DISPLAY_TEXT, ONLINE_WINDOW_MS } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { computeVirtual, planVirtualUpdate, virtualChanged } from './virtual.js';

const virtual = { config: { si: ['°C'], inputs: ['S-1', 'S-2'], expression: 'v1 - v2' } };
const input = (value: number | null, time: number) => ({ config: {}, sample: { time, values: [value] } });

describe('virtual sensors', () => {
  it('computes the expression over the inputs, at the newest input time', () => {
    const out = computeVirtual(
      virtual,
      new Map([
        ['S-1', input(21.5, 10)],
        ['S-2', input(-18, 20)],
      ]),
      30,
    );
    expect(out?.sample).toEqual({ time: 20, values: [39.5], units: ['°C'] });
    expect(out?.state).toMatchObject({ display: ['39.5 °C'], errorText: null, online: true, lastSeen: 10 });
  });

  it('a missing input gives the shared "No Data" text, an error reading too, a bad formula "Error"', () => {
    const missing = computeVirtual(
      virtual,
      new Map([
        ['S-1', input(21.5, 10)],
        ['S-2', undefined],
      ]),
      30,
    );
    expect(missing?.sample.values).toEqual([null]);
    expect(missing?.state).toMatchObject({ display: [DISPLAY_TEXT.noValues], errorText: DISPLAY_TEXT.noValues });
    const failing = computeVirtual(
      virtual,
      new Map([
        ['S-1', input(21.5, 10)],
        ['S-2', input(30115, 11)],
      ]),
      30,
    );
    expect(failing?.state.display).toEqual([DISPLAY_TEXT.noValues]);
    const broken = computeVirtual(
      { config: { inputs: ['S-1'], expression: 'v1 +' } },
      new Map([['S-1', input(1, 1)]]),
      2,
    );
    expect(broken?.state.display).toEqual([DISPLAY_TEXT.calculationFailed]);
  });

  it('is offline when an input is, and has nothing to write before any input has a sample', () => {
    const stale = computeVirtual(
      virtual,
      new Map([
        ['S-1', input(1, 0)],
        ['S-2', input(1, 0)],
      ]),
      ONLINE_WINDOW_MS + 1,
    );
    expect(stale?.state.online).toBe(false);
    expect(computeVirtual(virtual, new Map(), 1)).toBeUndefined();
  });

  it('is written only when something shown changed', () => {
    const next = computeVirtual(
      virtual,
      new Map([
        ['S-1', input(2, 10)],
        ['S-2', input(1, 10)],
      ]),
      10,
    )!;
    expect(virtualChanged(next, next)).toBe(false);
    expect(virtualChanged({ ...next, sample: { ...next.sample, time: 11 } }, next)).toBe(true);
    expect(virtualChanged({ sample: null }, next)).toBe(true);
  });
});

describe('planVirtualUpdate', () => {
  it('gives one virtual sample per new input sample that is the newest input then, and the latest last', () => {
    const inputs = new Map([
      ['S-1', input(25, 50)],
      ['S-2', input(5, 20)],
    ]);
    const changed = { sn: 'S-1', samples: [10, 30, 40, 50].map((time) => ({ time, values: [time / 2] })) };
    const stored = { config: virtual.config, sample: { time: 15, values: [0] } };
    const out = planVirtualUpdate(stored, inputs, changed, 60);
    // 10 is older than the stored virtual sample; 30 and 40 are newer than S-2's 20.
    expect(out?.samples).toEqual([
      { time: 30, values: [10], units: ['°C'] },
      { time: 40, values: [15], units: ['°C'] },
      { time: 50, values: [20], units: ['°C'] },
    ]);
    expect(out?.latest.state.display).toEqual(['20 °C']);
    expect(planVirtualUpdate({ ...stored, ...out?.latest }, inputs, changed, 60)).toBeUndefined();
  });
});
