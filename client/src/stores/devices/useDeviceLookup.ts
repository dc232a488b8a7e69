import { useEffect, useMemo } from 'react';
import type { DeviceType } from '@neuron/shared';
import { useStores } from '../StoreContext';
import { DeviceLookup } from './DeviceLookup';

/**
 * A device picker's reads (DeviceLookup) while the screen shows it: the first pages of `types`,
 * lookups of what is typed, and the devices `picked` read by id. A change of types starts afresh.
 */
export function useDeviceLookup(
  systemId: string,
  types: readonly DeviceType[],
  picked: readonly string[],
): DeviceLookup {
  const { transport } = useStores();
  const typesKey = types.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the types by value (a new array each render)
  const lookup = useMemo(() => new DeviceLookup(transport, systemId, types), [transport, systemId, typesKey]);
  useEffect(() => lookup.start(), [lookup]);
  const pickedKey = picked.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the picks by value
  useEffect(() => lookup.holdPicked(picked), [lookup, pickedKey]);
  return lookup;
}
