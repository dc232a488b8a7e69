import { DeviceSchema } from '@neuron/shared/schemas/device';
import { RollupSchema } from '@neuron/shared/schemas/rollup';

// Imported on its own (data/dataLayerLoad.ts), after zod's and the SDK's parts: the shared
// schemas are zod objects made when their modules are evaluated, and all of them in one task was
// 40 ms of this machine's time (a long task at Lighthouse's 4×; docs/FIRST_LOAD_LATER.md), two parts
// still 15 ms each. The parts, a task apart: the sensor configuration's (data/schemasConfig.ts);
// this one, the device's (with the sample's) and the rollup's; the events' and maintenance
// windows' (data/schemasEvents.ts); the rules' and integrations' (data/schemasNext.ts). The rest
// come with the data layer.
export const deviceSchemasReady = [DeviceSchema, RollupSchema].every((s) => typeof s.parse === 'function');
