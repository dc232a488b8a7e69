/** Status catalogues of docs/DATA_MODEL.md, docs/CATALOGUES.md. */

/** Device connection status codes and their names. */
export const CONNECTION_STATUS = {
  [-1]: 'INACTIVE',
  0: 'CONNECTING',
  1: 'CONNECTED',
  2: 'FAILED_TO_START_SESSION',
  3: 'FAILED_TO_CREATE_INSTANCE',
  4: 'FAILED_TO_PUBLISH',
} as const;

/** Name of a connection status. */
export type ConnectionStatusName = (typeof CONNECTION_STATUS)[keyof typeof CONNECTION_STATUS] | 'UNKNOWN';

/** Name of a connection status code; UNKNOWN for anything else. */
export function connectionStatusName(code: number | null | undefined): ConnectionStatusName {
  return code != null && Object.hasOwn(CONNECTION_STATUS, code)
    ? CONNECTION_STATUS[code as keyof typeof CONNECTION_STATUS]
    : 'UNKNOWN';
}

/** Log severities (docs/DATA_MODEL.md). */
export const LOG_SEVERITY = { Info: 0, Warning: 10, Error: 20 } as const;
/** Name of a log severity. */
export type LogSeverityName = keyof typeof LOG_SEVERITY;

/** Name of a log severity level (0 Info, 10 Warning, 20 Error); undefined for any other level. */
export function logSeverityName(level: number | null | undefined): LogSeverityName | undefined {
  return (Object.keys(LOG_SEVERITY) as LogSeverityName[]).find((name) => LOG_SEVERITY[name] === level);
}

/** Protocol versions of a sensor (docs/DATA_MODEL.md). */
export const PROTOCOL_VERSIONS = ['OLD', 'V2', 'V3'] as const;
/** A sensor's protocol version. */
export type ProtocolVersion = (typeof PROTOCOL_VERSIONS)[number];

/** True when the value names one of the protocol versions (exact case). */
export function isProtocolVersion(value: unknown): value is ProtocolVersion {
  return (PROTOCOL_VERSIONS as readonly unknown[]).includes(value);
}
