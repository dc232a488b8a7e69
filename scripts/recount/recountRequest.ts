/** What `npm run recount` was asked for, or why not (a sentence naming the option). */
export type RecountRequest =
  | { ok: true; systems: string[] | 'all'; project: string | undefined; emulators: boolean }
  | { ok: false; message: string };

/** The values given to `--name` (each the word after it), or the option given without one. */
function options(argv: readonly string[], name: string): { values: string[]; missing: boolean } {
  const values: string[] = [];
  let missing = false;
  argv.forEach((a, i) => {
    if (a !== `--${name}`) return;
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) missing = true;
    else values.push(value);
  });
  return { values, missing };
}

/**
 * Reads `--system <id>` (repeatable) or `--all`, and `--project <id>` or `--emulators`
 * (scripts/recount/recount.ts).
 */
export function recountRequest(argv: readonly string[]): RecountRequest {
  const systems = options(argv, 'system');
  if (systems.missing) return { ok: false, message: '--system needs a system id after it' };
  const all = argv.includes('--all');
  if (all && systems.values.length > 0) return { ok: false, message: '--system <id> or --all, not both' };
  if (!all && systems.values.length === 0)
    return { ok: false, message: 'name the systems: --system <id> (one or more) or --all' };
  const project = options(argv, 'project');
  if (project.missing) return { ok: false, message: '--project needs a project id after it' };
  const emulators = argv.includes('--emulators');
  if (emulators && project.values.length > 0) return { ok: false, message: '--project <id> or --emulators, not both' };
  if (!emulators && project.values.length === 0)
    return { ok: false, message: 'name the place: --project <id> (or --emulators for the local ones)' };
  return { ok: true, systems: all ? 'all' : systems.values, project: project.values[0], emulators };
}
