/** One `allow` of the rules with its condition replaced by `true`. */
export interface Mutant {
  /** The statement as written, e.g. `allow update: if isAdmin(systemId) && ...`. */
  original: string;
  /** The collection of the innermost `match` around it (e.g. `devices`). */
  collection: string;
  rules: string;
}

/**
 * Removes whole-line `//` comments (they mention `allow` and braces in prose). Only whole lines:
 * a `//` inside a string, such as a URL pattern, is code.
 */
function stripComments(rules: string): string {
  return rules.replace(/^\s*\/\/[^\n]*$/gm, '');
}

/** The collection named by the last collection segment of a match path (`/devices/{sn}` → devices). */
function collectionOfMatch(path: string): string {
  const segments = path.split('/').filter((s) => s && !s.startsWith('{'));
  return segments[segments.length - 1] ?? '';
}

/** The innermost enclosing `match` collection at a position, by walking the braces before it. */
function enclosingCollection(rules: string, position: number): string {
  const stack: string[] = [];
  const token = /match\s+(\S+)\s*\{|\{|\}/g;
  for (let m = token.exec(rules); m && m.index < position; m = token.exec(rules)) {
    if (m[1]) stack.push(collectionOfMatch(m[1]));
    else if (m[0] === '{') stack.push('');
    else stack.pop();
  }
  return stack.filter(Boolean).pop() ?? '';
}

/**
 * Every rule set obtained by turning one `allow ...: if <cond>;` into `if true;`. Statements
 * whose condition is already `true` have no mutant (they allow everyone on purpose).
 */
export function mutantsOf(source: string): Mutant[] {
  const rules = stripComments(source);
  const allow = /allow\s+[a-z, ]+:\s*if\s+([\s\S]*?);/g;
  const mutants: Mutant[] = [];
  for (let m = allow.exec(rules); m; m = allow.exec(rules)) {
    const condition = m[1].trim();
    if (condition === 'true') continue;
    const start = m.index + m[0].indexOf(m[1]);
    mutants.push({
      original: m[0].replace(/\s+/g, ' '),
      collection: enclosingCollection(rules, m.index),
      rules: rules.slice(0, start) + 'true' + rules.slice(start + m[1].length),
    });
  }
  return mutants;
}
