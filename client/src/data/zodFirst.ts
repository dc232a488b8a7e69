import { z } from 'zod';

// Imported on its own (data/dataLayerLoad.ts) so that zod's modules are evaluated in a task of
// their own, before the schemas that use them. It uses nothing more of zod than the schemas do:
// a dynamic import of 'zod' itself would bring the whole package, not the part the build keeps.
export const zodReady = typeof z.object === 'function';
