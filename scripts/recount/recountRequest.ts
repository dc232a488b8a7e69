/** What `npm run recount` was asked for, or why not (a sentence naming the option). */
export type RecountRequest =
  | { ok: true; systems: string[] | 'all'; project: string | undefined; emulators: boolean }
  | { ok: false; message: string };

function options(argv: readonly string[], name: string): string[] {
  return argv.flatMap((a, i) => (a === `--${name}` && argv[i + 1] !== undefined ? [argv[i + 1]] : []));
}

/**
 * Reads `--system <id>` (repeatable) or `--all`, and `--project <id>` or `--emulators`
 * (scripts/recount/recount.ts).
 */
export function recountRequest(argv: readonly string[]): RecountRequest {
  const systems = options(argv, 'system');
  const all = argv.includes('--all');
  if (all === systems.length > 0) return { ok: false, message: '--system <id> (one or more) or --all, not both' };
  const emulators = argv.includes('--emulators');
  const project = options(argv, 'project')[0];
  if (emulators === (project !== undefined))
    return { ok: false, message: '--project <id> (or --emulators for the local ones), not both' };
  return { ok: true, systems: all ? 'all' : systems, project, emulators };
}
