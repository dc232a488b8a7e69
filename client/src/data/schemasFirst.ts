import { DeviceSchema } from '@neuron/shared/schemas/device';
import { RollupSchema } from '@neuron/shared/schemas/rollup';

// Imported on its own (data/dataLayerLoad.ts), after zod's and the SDK's parts: the shared
// schemas are zod objects made when their modules are evaluated, and all of them in one task was
// 40 ms of this machine's time (a long task at Lighthouse's 4×; docs/PERFORMANCE.md). This part
// evaluates the device schemas (with the sample and sensor configuration ones they use),
// data/schemasNext.ts the rules', events' and integrations'; the rest come with the data layer.
export const deviceSchemasReady = [DeviceSchema, RollupSchema].every((s) => typeof s.parse === 'function');
