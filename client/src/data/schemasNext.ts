import { EventSchema } from '@neuron/shared/schemas/event';
import { EventRuleSchema } from '@neuron/shared/schemas/eventRule';
import { IntegrationSchema } from '@neuron/shared/schemas/integration';
import { MaintenanceWindowSchema } from '@neuron/shared/schemas/maintenance';

// The second part of the shared schemas evaluated ahead of the data layer (data/schemasFirst.ts
// says why): the rules', events', maintenance windows' and integrations'.
export const ruleSchemasReady = [EventSchema, EventRuleSchema, IntegrationSchema, MaintenanceWindowSchema].every(
  (s) => typeof s.parse === 'function',
);
