import { useRead } from '../useLive';

/** The latest change-log entry, read once (null: the change log is empty). */
export function useLatestWhatsNew() {
  return useRead((t) => t.readLatestWhatsNew(), []);
}
