import { previewValues, type Sample, type SensorConfig } from '@neuron/shared';

const CONFIG: SensorConfig = {
  si: ['°C', '%'],
  pv: 0,
  calc: ['x / 10', { expression: 'a * x + b', substitutions: { a: 0.05, b: -2 }, unit: '%' }],
};

/** Display texts computed per second for a two-value sensor with calc formulas (a dashboard of 500 sensors re-renders each tick). */
export function measureDisplayThroughput(iterations = 100_000): { perSecond: number } {
  const sample: Sample = { time: Date.now(), values: [], rawValues: [215, 700] };
  const start = performance.now();
  let sink = 0;
  for (let i = 0; i < iterations; i++) {
    sample.rawValues = [200 + (i % 50), 600 + (i % 80)];
    // The formulas run each time (the editor's preview path): stored samples show their kept values.
    sink += previewValues(CONFIG, sample).length;
  }
  const seconds = (performance.now() - start) / 1000;
  if (sink === 0) throw new Error('nothing computed');
  return { perSecond: Math.round(iterations / seconds) };
}
