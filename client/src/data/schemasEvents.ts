import { EventSchema } from '@neuron/shared/schemas/event';
import { MaintenanceWindowSchema } from '@neuron/shared/schemas/maintenance';

// A part of the shared schemas evaluated ahead of the data layer (data/schemasFirst.ts says why):
// the events' and maintenance windows'.
export const eventSchemasReady = [EventSchema, MaintenanceWindowSchema].every((s) => typeof s.parse === 'function');
