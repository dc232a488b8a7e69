import {
  evaluateVirtual,
  isOnlineThroughGateway,
  lastSeenThroughGateway,
  primaryDisplay,
  primaryValue,
  type Device,
  type DeviceState,
  type Sample,
  unitsOf,
} from '@neuron/shared';

/** An input of a virtual sensor as read from its device document (undefined when it does not exist). */
export type VirtualInput = Pick<Device, 'config' | 'sample'> | undefined;

/**
 * Recomputes a virtual sensor from its inputs (pure): the sample (time = newest input sample)
 * and state. A missing or failing input gives the shared failure text instead of a value.
 * Undefined when no input has a sample yet (nothing to show beyond "No data").
 */
export function computeVirtual(
  virtual: Pick<Device, 'config' | 'state'>,
  inputs: ReadonlyMap<string, VirtualInput>,
  nowMs: number,
): { sample: Sample; state: DeviceState } | undefined {
  const sns = virtual.config.inputs ?? [];
  const samples = sns.map((sn) => inputs.get(sn)?.sample).filter((s): s is Sample => s != null);
  if (samples.length === 0) return undefined;
  const time = Math.max(...samples.map((s) => s.time));
  const result = evaluateVirtual(
    virtual.config,
    new Map(
      sns.map((sn) => {
        const input = inputs.get(sn);
        return [sn, input ? primaryValue(input.config, input.sample) : null];
      }),
    ),
  );
  // The unit is kept with the value, as a sensor's sample keeps its own (Sample.units).
  const sample: Sample = { time, values: [result.ok ? result.value : null], units: unitsOf(virtual.config, 1) };
  const seen = sns.map((sn) => lastSeenThroughGateway(inputs.get(sn)?.sample));
  const online = sns.every((sn) => isOnlineThroughGateway(inputs.get(sn)?.sample, nowMs));
  return {
    sample,
    state: {
      sampleTime: time,
      online,
      // A virtual is as fresh as its stalest input.
      lastSeen: seen.every((s) => s != null) ? Math.min(...(seen as number[])) : null,
      errorCode: null,
      errorText: result.ok ? null : result.text,
      display: [result.ok ? primaryDisplay(virtual.config, sample).text : result.text],
      alarm: virtual.state?.alarm ?? [],
    },
  };
}

/** Whether a recomputed virtual differs from what is stored (only then is it written, so triggers do not loop). */
export function virtualChanged(
  stored: Pick<Device, 'sample' | 'state'>,
  next: { sample: Sample; state: DeviceState },
): boolean {
  const s = stored.sample;
  const st = stored.state;
  return (
    !s ||
    !st ||
    s.time !== next.sample.time ||
    JSON.stringify(s.values) !== JSON.stringify(next.sample.values) ||
    st.online !== next.state.online ||
    st.errorText !== next.state.errorText ||
    JSON.stringify(st.display) !== JSON.stringify(next.state.display)
  );
}

/** What a virtual sensor's inputs changing does to it: the samples history gains, and its new latest. */
export interface VirtualUpdate {
  /** Every new sample of the virtual, oldest first (the latest one last). */
  samples: Sample[];
  latest: { sample: Sample; state: DeviceState };
}

/**
 * Recomputes a virtual sensor for every new sample of one input (pure): one virtual sample per
 * input sample that is the newest of all inputs at its time and newer than the virtual's stored
 * sample (the other inputs at their latest; an input sample older than another input's latest has
 * no value of its own to give), so rules on the virtual judge each one, and the virtual's latest
 * from the inputs as they are now. Undefined when nothing changes (so triggers do not loop) or
 * the result is older than what is stored.
 */
export function planVirtualUpdate(
  virtual: Pick<Device, 'config' | 'state' | 'sample'>,
  inputs: ReadonlyMap<string, VirtualInput>,
  changed: { sn: string; samples: readonly Sample[] } | undefined,
  nowMs: number,
): VirtualUpdate | undefined {
  const latest = computeVirtual(virtual, inputs, nowMs);
  if (!latest || !virtualChanged(virtual, latest)) return undefined;
  const storedTime = virtual.sample?.time ?? -Infinity;
  if (latest.sample.time < storedTime) return undefined;
  const input = changed ? inputs.get(changed.sn) : undefined;
  if (!changed || !input) return { samples: [latest.sample], latest };
  const earlier = changed.samples
    .filter((s) => s.time > storedTime && s.time < latest.sample.time)
    .sort((a, b) => a.time - b.time)
    .flatMap((s) => {
      const at = computeVirtual(virtual, new Map([...inputs, [changed.sn, { ...input, sample: s }]]), nowMs);
      return at && at.sample.time === s.time ? [at.sample] : [];
    });
  return { samples: [...earlier, latest.sample], latest };
}

/**
 * What an edit of a virtual sensor's config (expression, inputs, unit) does to it (pure). A
 * virtual that has a value keeps it, and its history: the value was computed with the expression
 * of its time, and the new one applies from the next input sample on (docs/DECISIONS_CLIENT.md,
 * "History is what was measured"); only its display follows the new unit. A virtual with no value yet is
 * computed from its inputs as they are now, as on creation. Undefined when nothing changes.
 */
export function planVirtualEdit(
  virtual: Pick<Device, 'config' | 'state' | 'sample'>,
  inputs: ReadonlyMap<string, VirtualInput>,
  nowMs: number,
): VirtualUpdate | undefined {
  const { sample, state } = virtual;
  if (!sample || !state) return planVirtualUpdate(virtual, inputs, undefined, nowMs);
  if (sample.values[0] == null) return undefined; // a failure text stays until the next input sample
  const display = [primaryDisplay(virtual.config, sample).text];
  if (JSON.stringify(display) === JSON.stringify(state.display)) return undefined;
  return { samples: [], latest: { sample, state: { ...state, display } } };
}
