import type { Device } from '@neuron/shared';

/**
 * The find boxes' match over the devices already read (the system page's tables, the pickers, the
 * rule lists): the text, trimmed and in any case, inside the serial or the name. Empty text
 * matches every device. The server's lookups (searchPrefixes.ts) find devices not read yet; this
 * says which of those read show. One rule for every find box, so they agree.
 */
export function matchesFind(device: Pick<Device, 'sn' | 'alias'>, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return (
    needle === '' || device.sn.toLowerCase().includes(needle) || (device.alias ?? '').toLowerCase().includes(needle)
  );
}
