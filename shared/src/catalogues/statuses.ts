/** Status catalogues of SPEC.md §3–§4. */

/** Device connection status codes and their names. */
export const CONNECTION_STATUS = {
  [-1]: 'INACTIVE',
  0: 'CONNECTING',
  1: 'CONNECTED',
  2: 'FAILED_TO_START_SESSION',
  3: 'FAILED_TO_CREATE_INSTANCE',
  4: 'FAILED_TO_PUBLISH',
} as const;

/** Name of a connection status code; UNKNOWN for anything else. */
export function connectionStatusName(code: number | null | undefined): string {
  return code != null && Object.hasOwn(CONNECTION_STATUS, code)
    ? CONNECTION_STATUS[code as keyof typeof CONNECTION_STATUS]
    : 'UNKNOWN';
}

/** Log severities. */
export const LOG_SEVERITY = { Info: 0, Warning: 10, Error: 20 } as const;

/** Protocol versions of a sensor. */
export const PROTOCOL_VERSIONS = ['OLD', 'V2', 'V3'] as const;
