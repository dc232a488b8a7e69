import { sliceClock } from './timeSlices';

/** The answer was not the JSON array expected (cut short, or something else entirely). */
export class NotAJsonArray extends Error {}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

/** JSON's whitespace: space, tab, line feed, carriage return. */
const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/**
 * Reads a JSON array from a stream of text, handing each element to `each` once it has come
 * whole. The answer is read as it arrives, and the work (decoding, finding each element's end,
 * parsing it) is let go of for a task once it has taken `sliceMs`: read whole with `json()`, the
 * thousand devices of a system (megabytes, as the REST API writes them) were one long task of
 * decoding and parsing when the last byte came (docs/FIRST_LOAD.md). The elements must be
 * objects or arrays (as a REST query's answer is). Throws NotAJsonArray when the text is not such
 * an array (a bare value among the elements, text before or after it), or ends before it does.
 */
export async function eachJsonArrayElement(
  body: ReadableStream<Uint8Array>,
  each: (element: unknown) => void,
  sliceMs: number,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = ''; // what has come and is not yet handed on
  let scanned = 0; // how far into `text` the scan has come
  let depth = 0;
  let inString = false;
  let escaped = false;
  let start = -1; // where the element being read starts in `text`
  let arrayEnded = false;
  const clock = sliceClock(sliceMs);
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    for (let i = scanned; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) inString = false;
        continue;
      }
      if (c === QUOTE) {
        if (depth < 2) throw new NotAJsonArray('not an array of objects');
        inString = true;
      } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
        if (depth === 0 && c !== OPEN_BRACKET) throw new NotAJsonArray('not an array');
        if (arrayEnded) throw new NotAJsonArray('text after the array');
        depth++;
        if (depth === 2) start = i;
      } else if (depth === 0 && !isSpace(c)) {
        throw new NotAJsonArray(arrayEnded ? 'text after the array' : 'not an array');
      } else if (depth === 1 && c !== COMMA && c !== CLOSE_BRACKET && !isSpace(c)) {
        // A bare value (number, true, null…) among the elements: not an answer of the kind read.
        throw new NotAJsonArray('not an array of objects');
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
        depth--;
        if (depth < 0) throw new NotAJsonArray('unbalanced');
        if (depth === 1) {
          each(JSON.parse(text.slice(start, i + 1)) as unknown);
          start = -1;
          // A chunk can hold much of the answer (all of it when it came before the read began).
          if (clock.overdue()) await clock.pause();
        } else if (depth === 0) arrayEnded = true;
      }
    }
    // Keep only the element being read (if any): the text before it has been handed on.
    const keepFrom = start >= 0 ? start : text.length;
    text = text.slice(keepFrom);
    scanned = text.length;
    if (start >= 0) start = 0;
    if (clock.overdue()) await clock.pause();
  }
  if (!arrayEnded || inString) throw new NotAJsonArray('the answer ended before the array did');
}
