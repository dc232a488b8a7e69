import { useId } from 'react';

/**
 * The find box of a long device table: the browser's own find cannot see rows that are not
 * rendered (nor, on the system page, rows not read yet), so this filters by name or serial and
 * says how many rows match; `searching` while the server is still being asked.
 */
export function DeviceFind({
  label,
  query,
  onQuery,
  shown,
  total,
  searching = false,
}: {
  label: string;
  query: string;
  onQuery: (query: string) => void;
  shown: number;
  total: number;
  searching?: boolean;
}) {
  const id = useId();
  return (
    <div className="device-find">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={query}
        placeholder="Name or serial"
        autoComplete="off"
        onChange={(e) => onQuery(e.target.value)}
      />
      <span role="status" className="device-find-count">
        {searching ? 'Searching…' : query.trim() ? `${shown} of ${total} shown` : `${total} in all`}
      </span>
    </div>
  );
}
