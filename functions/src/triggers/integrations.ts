import { onCall } from 'firebase-functions/v2/https';
import { CreateIntegrationInputSchema, IntegrationRefSchema } from '@neuron/shared';
import { createIntegration as create, rotateIntegrationSecret as rotate } from '../workflows/integrations.js';
import { answerAs, callableInput, requireAuth } from './callableInput.js';
import { runtimeOf } from '../domain/functionSettings.js';

/** An admin adds an integration; its secret or API key is generated server-side and returned once. */
export const createIntegration = onCall(runtimeOf('createIntegration'), async (request) => {
  const auth = requireAuth(request, 'manage integrations');
  return answerAs(
    'createIntegration',
    await create(callableInput(CreateIntegrationInputSchema, request.data), auth.token, Date.now()),
  );
});

/** An admin replaces an integration's secret or key; the old one stops working at once. */
export const rotateIntegrationSecret = onCall(runtimeOf('rotateIntegrationSecret'), async (request) => {
  const auth = requireAuth(request, 'manage integrations');
  return answerAs(
    'rotateIntegrationSecret',
    await rotate(callableInput(IntegrationRefSchema, request.data), auth.token, Date.now()),
  );
});
