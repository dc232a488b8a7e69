// What checking an event's input needs (the shared schemas, with zod), as a module of its own so
// that EventStore loads it on first use instead of with the app's first screen.
export { AckCommentSchema, firstFieldIssue, ManualEventInputSchema } from '@neuron/shared';
