/** A body-parser failure as the framework hands it on (`type` names what went wrong). */
export interface BodyParserError {
  type?: unknown;
}

/** The JSON answer to a body the framework could not read, or undefined for other errors. */
export function bodyErrorAnswer(
  error: unknown,
): { status: 400 | 413; body: { error: string; field: 'body' } } | undefined {
  const type = typeof error === 'object' && error !== null ? (error as BodyParserError).type : undefined;
  if (type === 'entity.parse.failed') {
    // Strict JSON: only an object or an array; `null`, a bare string, NaN and Infinity fail here.
    return {
      status: 400,
      body: { error: 'Body must be a JSON object (valid JSON; not null, a string, NaN or Infinity)', field: 'body' },
    };
  }
  if (type === 'entity.too.large') return { status: 413, body: { error: 'Body is too large', field: 'body' } };
  return undefined;
}
