import { z } from 'zod';
import {
  AnswerInviteInputSchema,
  ChannelTestInputSchema,
  ClaimInputSchema,
  CreateIntegrationInputSchema,
  GatewayKeyInputSchema,
  IntegrationRefSchema,
  MergeAccountsInputSchema,
  RotateChannelSecretInputSchema,
} from './inputs.js';

// What every callable answers, beside its input: the functions' workflows are typed by these
// (a trigger's answer must match), and the client reads the answer as this type.

const InviteAnswerSchema = z.object({ systemId: z.string(), role: z.enum(['admin', 'user']) });
const GatewayKeyIssuedSchema = z.object({ gatewaySn: z.string(), key: z.string() });
const IntegrationIssuedSchema = z.object({ integrationId: z.string(), secret: z.string() });

/** Every callable by name: what it takes (parsed by the function) and what it answers. */
export const CALLABLES = {
  claimDevice: { input: ClaimInputSchema, output: z.object({ sn: z.string() }) },
  createGatewayKey: { input: GatewayKeyInputSchema, output: GatewayKeyIssuedSchema },
  rotateGatewayKey: { input: GatewayKeyInputSchema, output: GatewayKeyIssuedSchema },
  acceptInvite: { input: AnswerInviteInputSchema, output: InviteAnswerSchema },
  declineInvite: { input: AnswerInviteInputSchema, output: InviteAnswerSchema },
  checkAccountMerge: {
    input: z.object({}),
    output: z.object({ requiresMerge: z.boolean(), otherAccounts: z.number() }),
  },
  mergeAccounts: {
    input: MergeAccountsInputSchema,
    output: z.object({ mergedUid: z.string(), requiresMerge: z.boolean() }),
  },
  sendTestNotification: {
    input: ChannelTestInputSchema,
    output: z.object({ result: z.enum(['sent', 'failed', 'skipped', 'repeated']), message: z.string().nullable() }),
  },
  rotateChannelSecret: { input: RotateChannelSecretInputSchema, output: z.object({ secret: z.string() }) },
  createIntegration: { input: CreateIntegrationInputSchema, output: IntegrationIssuedSchema },
  rotateIntegrationSecret: { input: IntegrationRefSchema, output: IntegrationIssuedSchema },
} as const;

export type CallableName = keyof typeof CALLABLES;
/** What the client sends to a callable (before the function's defaults and trimming). */
export type CallableInput<N extends CallableName> = z.input<(typeof CALLABLES)[N]['input']>;
/** What a callable answers. */
export type CallableOutput<N extends CallableName> = z.infer<(typeof CALLABLES)[N]['output']>;
