import { describe, expect, it } from 'vitest';
import { sensorsHeardThrough } from './gatewayHeard.js';

describe('sensors heard through a gateway', () => {
  it('lists sensors by their gateway map or own gateway, newest first, with rssi', () => {
    const heard = sensorsHeardThrough('G1', [
      { sn: 'A', alias: 'Air', sample: { time: 10, values: [], gatewaySn: 'G1', rssi: -70 } },
      {
        sn: 'B',
        sample: { time: 30, values: [], gatewaySn: 'G2', rssi: -60, gateways: { G1: { time: 20, rssi: -99 } } },
      },
      { sn: 'C', sample: { time: 40, values: [], gatewaySn: 'G2' } },
      { sn: 'D', sample: null },
      { sn: 'E', sample: { time: 5, values: [], gatewaySn: 'G1', gateways: { G1: { time: 5 } } } },
    ]);
    expect(heard).toEqual([
      { sn: 'B', alias: 'B', rssi: -99, time: 20 },
      { sn: 'A', alias: 'Air', rssi: -70, time: 10 },
      { sn: 'E', alias: 'E', rssi: null, time: 5 },
    ]);
  });
});
