import { z } from 'zod';

const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200)
    .regex(/^[^/]+$/, `${name} must not contain "/"`);

/** Input of rotateChannelSecret. */
export const RotateChannelSecretInputSchema = z.object({ systemId: id('systemId'), channelId: id('channelId') });
export type RotateChannelSecretInput = z.infer<typeof RotateChannelSecretInputSchema>;
