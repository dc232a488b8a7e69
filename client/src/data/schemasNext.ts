import { EventRuleSchema } from '@neuron/shared/schemas/eventRule';
import { IntegrationSchema } from '@neuron/shared/schemas/integration';

// The last part of the shared schemas evaluated ahead of the data layer (data/schemasFirst.ts says
// why): the rules' (with their schedules) and the integrations'.
export const ruleSchemasReady = [EventRuleSchema, IntegrationSchema].every((s) => typeof s.parse === 'function');
