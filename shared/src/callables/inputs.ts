import { z } from 'zod';
import { CLAIMABLE_TYPES, ClaimCodeSchema, SerialSchema } from '../claim/claimPayload.js';
import { SensorConfigSchema } from '../schemas/sensorConfig.js';

// The input of every callable function: the functions parse a call's data with these (a wrong
// field is refused with its message), and the client types what it sends by them. One home for
// each, so the two sides cannot drift.

/** A document id in a callable's input: required, no "/" (it is one path segment). */
const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200)
    .regex(/^[^/]+$/, `${name} must not contain "/"`);

const Label = z.string().trim().min(1).max(50);

/** Input of claimDevice (docs/QR_PAYLOAD.md). */
export const ClaimInputSchema = z.object({
  systemId: z.string({ error: 'systemId is required' }).trim().min(1, 'systemId is required').max(200),
  type: z.enum(CLAIMABLE_TYPES, { error: 'type must be SENSOR or GATEWAY' }),
  sn: SerialSchema,
  claimCode: ClaimCodeSchema,
  alias: z.string().trim().max(100, 'alias is at most 100 characters').default(''),
  tags: z.array(Label).max(50).default([]),
  labels: z.array(Label).max(50).default([]),
  config: SensorConfigSchema.default({}),
});
export type ClaimInput = z.infer<typeof ClaimInputSchema>;

/** Input of createGatewayKey / rotateGatewayKey. */
export const GatewayKeyInputSchema = z.object({
  systemId: z.string({ error: 'systemId is required' }).trim().min(1, 'systemId is required').max(200),
  gatewaySn: z
    .string({ error: 'gatewaySn is required' })
    .trim()
    .min(1, 'gatewaySn is required')
    .max(100)
    .regex(/^[^/]+$/, 'gatewaySn must not contain "/"'),
});
export type GatewayKeyInput = z.infer<typeof GatewayKeyInputSchema>;

/** Input of acceptInvite and declineInvite. */
export const AnswerInviteInputSchema = z.object({
  inviteId: z.string({ error: 'inviteId is required' }).trim().min(1, 'inviteId is required').max(200),
});
export type AnswerInviteInput = z.infer<typeof AnswerInviteInputSchema>;

/** Input of mergeAccounts: the other account's ID token proves the caller owns it too. */
export const MergeAccountsInputSchema = z.object({
  otherIdToken: z.string({ error: 'otherIdToken is required' }).min(20, 'otherIdToken is required'),
});
export type MergeAccountsInput = z.infer<typeof MergeAccountsInputSchema>;

/** Input of rotateChannelSecret. */
export const RotateChannelSecretInputSchema = z.object({ systemId: id('systemId'), channelId: id('channelId') });
export type RotateChannelSecretInput = z.infer<typeof RotateChannelSecretInputSchema>;

/** Input of sendTestNotification. */
export const ChannelTestInputSchema = z.object({
  systemId: z.string({ error: 'systemId is required' }).trim().min(1, 'systemId is required').max(200),
  channelId: z
    .string({ error: 'channelId is required' })
    .trim()
    .min(1, 'channelId is required')
    .max(200)
    .regex(/^[^/]+$/, 'channelId must not contain "/"'),
});
export type ChannelTestInput = z.infer<typeof ChannelTestInputSchema>;

/** Input of createIntegration. */
export const CreateIntegrationInputSchema = z.discriminatedUnion('kind', [
  z.object({
    systemId: id('systemId'),
    kind: z.literal('webhook'),
    name: z.string().trim().min(1, 'Name is required').max(100),
    url: z.url({ protocol: /^https?$/, error: 'URL must be http(s)' }),
  }),
  z.object({
    systemId: id('systemId'),
    kind: z.literal('api_key'),
    name: z.string().trim().min(1, 'Name is required').max(100),
  }),
]);

/** Input of rotateIntegrationSecret. */
export const IntegrationRefSchema = z.object({ systemId: id('systemId'), integrationId: id('integrationId') });
export type CreateIntegrationInput = z.infer<typeof CreateIntegrationInputSchema>;

export type IntegrationRef = z.infer<typeof IntegrationRefSchema>;
