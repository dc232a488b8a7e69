import { WhatsNewInputSchema, type WhatsNew } from '@neuron/shared';

/** What `npm run whatsnew` was asked for: the entry to write, or why not (a sentence naming the option). */
export type WhatsNewRequest =
  { ok: true; entry: WhatsNew; project: string | undefined; emulators: boolean } | { ok: false; message: string };

function option(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

/**
 * Reads `--title`, `--body` (`\n` in it is a line break), optional `--time` (ms since the epoch
 * or an ISO date; default now), `--project <id>` and `--emulators`, and checks the entry with the
 * shared schema: the app's What's new page reads the newest entry by `time`.
 */
export function whatsNewRequest(argv: readonly string[], nowMs: number): WhatsNewRequest {
  const timeText = option(argv, 'time');
  const time = timeText === undefined ? nowMs : /^\d+$/.test(timeText) ? Number(timeText) : Date.parse(timeText);
  if (Number.isNaN(time)) return { ok: false, message: `--time: not a time: '${timeText}'` };
  const parsed = WhatsNewInputSchema.safeParse({
    time,
    title: option(argv, 'title') ?? '',
    body: (option(argv, 'body') ?? '').replaceAll('\\n', '\n'),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `--${String(issue?.path[0] ?? 'title')}: ${issue?.message ?? 'invalid'}` };
  }
  return { ok: true, entry: parsed.data, project: option(argv, 'project'), emulators: argv.includes('--emulators') };
}
