import { DigitizerConfigSchema } from '../schemas/displayConfig.js';

/** Text of the highest level whose `min` the value reaches; undefined when the config is broken or no level fits. */
export function digitizerText(digitizer: unknown, value: number): string | undefined {
  const parsed = DigitizerConfigSchema.safeParse(digitizer);
  if (!parsed.success) return undefined;
  const levels = [...parsed.data.levels].sort((a, b) => a.min - b.min);
  let text: string | undefined;
  for (const level of levels) if (value >= level.min) text = level.text;
  return text;
}

/** Index of the value a digitizer reads, or undefined when the config is broken. */
export function digitizerIndex(digitizer: unknown): number | undefined {
  const parsed = DigitizerConfigSchema.safeParse(digitizer);
  return parsed.success ? parsed.data.index : undefined;
}
