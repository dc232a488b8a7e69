import { SensorConfigSchema } from '@neuron/shared/schemas/sensorConfig';

// The first of the shared schemas' parts evaluated ahead of the data layer (data/dataLayerLoad.ts;
// data/schemasFirst.ts says why): the sensor configuration's, the largest of the device schemas.
export const configSchemasReady = typeof SensorConfigSchema.parse === 'function';
