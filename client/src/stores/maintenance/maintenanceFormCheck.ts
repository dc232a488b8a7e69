// The maintenance window's schema (and zod) in a module of its own: the editor loads it on first
// save, so zod stays out of the app's first screen (docs/FIRST_LOAD.md).
export { BoundedMaintenanceWindowSchema } from '@neuron/shared';
