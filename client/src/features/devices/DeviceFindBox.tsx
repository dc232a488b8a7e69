import { observer } from 'mobx-react-lite';
import type { DeviceLookup } from '../../stores/devices/DeviceLookup';

/**
 * The find box of a device lookup (DevicePicker, DeviceLookupList): what is typed goes to the
 * lookup, which asks the server (a serial or name prefix, or a word inside a name).
 */
export const DeviceFindBox = observer(function DeviceFindBox({
  lookup,
  id,
  label,
}: {
  lookup: DeviceLookup;
  id: string;
  label: string;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={lookup.text}
        autoComplete="off"
        placeholder="Name, a word in it, or serial"
        onChange={(e) => lookup.setText(e.target.value)}
      />
    </>
  );
});
