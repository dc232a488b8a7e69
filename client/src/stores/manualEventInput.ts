// What checking a manual event's input needs (the shared schema, with zod), as a module of its
// own so that EventStore loads it on first use instead of with the app's first screen.
export { firstFieldIssue, ManualEventInputSchema } from '@neuron/shared';
