import { observer } from 'mobx-react-lite';
import type { DeviceLookup } from '../../stores/devices/DeviceLookup';
import { DeviceFindBox } from './DeviceFindBox';

interface Props {
  lookup: DeviceLookup;
  /** The find box's id, and the prefix of the choices' names. */
  id: string;
  /** The find box's label. */
  label: string;
  /** Several devices (checkboxes) or one (radio buttons). */
  mode: 'many' | 'one';
  /** The serials picked (one at most in the `one` mode). */
  picked: readonly string[];
  onChange: (picked: string[]) => void;
  /** The `one` mode's choice of no device (its label), when there is one. */
  none?: string;
  /** What to say when the system has no device of these types. */
  empty: string;
  /** Devices not offered (a virtual sensor's inputs already added). */
  exclude?: readonly string[];
}

/**
 * Picks devices from a system of any size (docs/LARGE_SYSTEMS.md): a find box that looks the text up
 * on the server (a serial or name prefix, or a word inside a name), the first devices in serial
 * order with more on request, and the devices picked always listed first, so they can be unpicked
 * whatever page they are on. It tells loading from none.
 */
export const DevicePicker = observer(function DevicePicker({
  lookup,
  id,
  label,
  mode,
  picked,
  onChange,
  none,
  empty,
  exclude = [],
}: Props) {
  const text = lookup.text.trim();
  const rows = lookup.rows.filter((d) => !exclude.includes(d.sn));
  const listed = new Set(rows.map((d) => d.sn));
  const pickedElsewhere = picked.filter((sn) => !listed.has(sn));
  const choice = (sn: string) => {
    const d = lookup.device(sn);
    const on = picked.includes(sn);
    const set = (checked: boolean) =>
      onChange(mode === 'one' ? (checked ? [sn] : []) : checked ? [...picked, sn] : picked.filter((p) => p !== sn));
    return (
      <li key={sn}>
        <label className="check">
          <input
            type={mode === 'one' ? 'radio' : 'checkbox'}
            name={mode === 'one' ? id : undefined}
            checked={on}
            onChange={(e) => set(e.target.checked)}
          />
          {d?.alias || sn}
          {d?.alias ? <span className="device-sn"> {sn}</span> : null}
          {d === null ? <span className="card-meta"> (removed)</span> : null}
        </label>
      </li>
    );
  };
  return (
    <div className="device-picker">
      <DeviceFindBox lookup={lookup} id={id} label={label} />
      {lookup.error && (
        <p className="notice error" role="alert">
          {lookup.error}
        </p>
      )}
      <ul className="plain-list device-choices">
        {mode === 'one' && none !== undefined && (
          <li>
            <label className="check">
              <input type="radio" name={id} checked={picked.length === 0} onChange={() => onChange([])} />
              {none}
            </label>
          </li>
        )}
        {pickedElsewhere.map(choice)}
        {rows.map((d) => choice(d.sn))}
      </ul>
      {!lookup.loaded ? (
        <p role="status">Loading devices…</p>
      ) : text && !lookup.searched ? (
        <p role="status">Looking up “{text}”…</p>
      ) : text && rows.length === 0 ? (
        <p className="empty">No device matches “{text}”.</p>
      ) : !text && rows.length === 0 && pickedElsewhere.length === 0 ? (
        <p className="empty">{empty}</p>
      ) : null}
      {lookup.hasMore && (
        <button type="button" className="button subtle" disabled={lookup.loadingMore} onClick={() => lookup.more()}>
          {lookup.loadingMore ? 'Loading more…' : 'More devices'}
        </button>
      )}
    </div>
  );
});
