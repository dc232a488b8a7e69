import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('firebase-functions/v2', () => ({ logger: { warn: vi.fn() } }));
const { installJsonBodyErrors } = await import('./jsonBodyErrors.js');
const { logger } = await import('firebase-functions/v2');

type Next = (error?: unknown) => void;

/** A stand-in for body-parser 1.x: `json` is a getter, and its parser fails as body-parser does. */
function fakeBodyParser(failure: unknown) {
  const parser = (_req: unknown, _res: unknown, next: Next) => next(failure);
  const module = {};
  Object.defineProperty(module, 'json', { configurable: true, enumerable: true, get: () => () => parser });
  return module as { json: () => (req: unknown, res: unknown, next: Next) => void };
}

function response() {
  const sent: { status?: number; body?: unknown } = {};
  const res = {
    headersSent: false,
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
    },
  };
  return { res, sent };
}

describe('installJsonBodyErrors (the framework faked)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("answers the framework's parse failure with our JSON 400 instead of passing it to Express, and logs it in one line", () => {
    vi.stubEnv('FUNCTION_TARGET', 'ingest');
    const bodyParser = fakeBodyParser({ type: 'entity.parse.failed', status: 400 });
    expect(installJsonBodyErrors({ require: () => bodyParser })).toBe(true);
    const { res, sent } = response();
    const next = vi.fn();
    bodyParser.json()({}, res, next);
    expect(next).not.toHaveBeenCalled();
    expect(sent).toEqual({ status: 400, body: { error: expect.stringMatching(/JSON object/), field: 'body' } });
    // One plain line in the log, no stack.
    expect(vi.mocked(logger.warn)).toHaveBeenLastCalledWith(
      'ingest: refused a request (400): Body must be a JSON object (valid JSON; not null, a string, NaN or Infinity)',
    );
  });

  it('passes other errors, and success, on to the framework', () => {
    const failure = new Error('stream aborted');
    const bodyParser = fakeBodyParser(failure);
    installJsonBodyErrors({ require: () => bodyParser });
    const next = vi.fn();
    bodyParser.json()({}, response().res, next);
    expect(next).toHaveBeenCalledWith(failure);
    const ok = fakeBodyParser(undefined);
    installJsonBodyErrors({ require: () => ok });
    const nextOk = vi.fn();
    ok.json()({}, response().res, nextOk);
    expect(nextOk).toHaveBeenCalledWith(undefined);
  });

  it('says so when there is no body-parser to wrap', () => {
    expect(
      installJsonBodyErrors({
        require: () => {
          throw new Error('Cannot find module');
        },
      }),
    ).toBe(false);
    expect(installJsonBodyErrors(undefined)).toBe(false);
  });
});
