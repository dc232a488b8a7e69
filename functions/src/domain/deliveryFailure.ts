import { LOG_SEVERITY } from '@neuron/shared';

/**
 * A channel's send that failed with a severity of its own (docs/CATALOGUES.md, log severity):
 * Warning when the notification went to some of the channel's targets and not to others (the
 * refused ones are named), where a plain failure (nothing sent) is an Error.
 */
export class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly severity: number,
  ) {
    super(message);
    this.name = 'DeliveryFailure';
  }
}

/** The log severity of a failed send: a DeliveryFailure's own, else Error (nothing went out). */
export function failureSeverity(error: unknown): number {
  return error instanceof DeliveryFailure ? error.severity : LOG_SEVERITY.Error;
}

/** Severity of a send that reached `sent` of the channel's targets and was refused for others. */
export function partialSeverity(sent: number): number {
  return sent > 0 ? LOG_SEVERITY.Warning : LOG_SEVERITY.Error;
}
