import { useParams } from 'react-router-dom';

/** The systemId of the route ('-' when the route has none). Replaced by the shared hook when it lands. */
export function useSystemId(): string {
  return useParams().systemId ?? '-';
}
