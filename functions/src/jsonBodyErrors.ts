// The functions framework (deployed: @google-cloud/functions-framework; emulated: the Firebase
// CLI's runtime) parses a JSON body with body-parser before any function runs, and hands a body
// it cannot parse (invalid JSON, and with strict JSON also `null`, a bare string, NaN or
// Infinity) to Express's default error handler: an HTML "Bad Request". Both load the functions'
// module before they build their Express app, so wrapping body-parser's `json` factory here, as
// the framework's main module resolves it, turns that refusal into the JSON error every
// endpoint answers with (domain/bodyErrors.ts). Proved against the emulator by
// tests/emulators/ingest-hardening.test.ts; where the framework cannot be reached this way the
// wrap is skipped with a warning, and the framework's plain 400 (no stack, no path) stands.
import { logger } from 'firebase-functions/v2';
import { bodyErrorAnswer } from './domain/bodyErrors.js';

interface JsonResponse {
  headersSent: boolean;
  status(code: number): JsonResponse;
  json(body: unknown): unknown;
}
type Next = (error?: unknown) => void;
type Middleware = (req: unknown, res: JsonResponse, next: Next) => void;
type ParserFactory = (...options: unknown[]) => Middleware;

const WRAPPED = Symbol.for('neuron.jsonBodyErrors');

/** The function being run (the framework sets FUNCTION_TARGET, deployed and emulated). */
const functionName = () => process.env.FUNCTION_TARGET || 'a function';

/** A parser middleware whose parse failures are answered as JSON; anything else goes on as before. */
function answeringParseErrors(parser: Middleware): Middleware {
  return (req, res, next) =>
    parser(req, res, (error?: unknown) => {
      const answer = error === undefined ? undefined : bodyErrorAnswer(error);
      if (!answer || res.headersSent) return next(error);
      // One line for whoever watches the logs (npm start shows warnings): the sender's mistake in
      // words, never the parser's stack (Express's handler printed a raw SyntaxError).
      logger.warn(`${functionName()}: refused a request (${answer.status}): ${answer.body.error}`);
      res.status(answer.status).json(answer.body);
    });
}

/** The framework's main module (the bundle is CommonJS; none when loaded as ES modules, as in unit tests). */
function frameworkMain(): NodeJS.Module | undefined {
  return typeof require === 'undefined' ? undefined : require.main;
}

/** Wraps `json` of the body-parser the framework's main module loads; false (and a warning) when there is none to wrap. */
export function installJsonBodyErrors(host: { require(id: string): unknown } | undefined = frameworkMain()): boolean {
  try {
    const bodyParser = host?.require('body-parser') as
      (Record<string | symbol, unknown> & { json?: ParserFactory }) | undefined;
    if (!bodyParser || typeof bodyParser.json !== 'function') throw new Error('no body-parser json to wrap');
    if (bodyParser[WRAPPED]) return true;
    const json = bodyParser.json.bind(bodyParser);
    // body-parser 1.x defines `json` as a getter: replace the property, not its value.
    Object.defineProperty(bodyParser, 'json', {
      configurable: true,
      enumerable: true,
      writable: true,
      value: (...options: unknown[]) => answeringParseErrors(json(...options)),
    });
    Object.defineProperty(bodyParser, WRAPPED, { value: true });
    return true;
  } catch (e) {
    logger.warn('jsonBodyErrors: body-parser could not be wrapped; malformed bodies get the framework answer', {
      error: String(e),
    });
    return false;
  }
}

installJsonBodyErrors();
