import type { Device, EventRule, System } from '@neuron/shared';

/** The demo user `npm start` creates (verified e-mail). */
export const DEMO_USER = { email: 'demo@neuron.dev', password: 'neuron-demo', displayName: 'Demo User' };
/** A second verified user who is a plain member (not admin) of the demo system. */
export const DEMO_MEMBER = { email: 'viewer@neuron.dev', password: 'neuron-demo', displayName: 'Demo Viewer' };

export const DEMO_SYSTEM_ID = 'demo-greenhouse';
export const DEMO_SYSTEM: System = {
  name: 'Greenhouse demo',
  admin: [DEMO_USER.email],
  users: [DEMO_MEMBER.email],
};

/** Demo gateway keys: fixed so the simulated gateway and the README can use them. */
export const DEMO_GATEWAYS = [
  { sn: 'GW-2001', key: 'demo-gateway-key-2001', alias: 'Greenhouse gateway (LTE)', labels: [] as string[] },
  { sn: 'GW-2002', key: 'demo-gateway-key-2002', alias: 'Cold store gateway', labels: ['ethernet'] },
] as const;

/** Demo sensors: each exercises a different part of the sensor math. */
export const DEMO_SENSORS: (Pick<Device, 'sn' | 'alias' | 'config' | 'tags' | 'labels'> & { gateway: string })[] = [
  {
    sn: 'S-1001',
    alias: 'Greenhouse air',
    gateway: 'GW-2001',
    tags: ['greenhouse'],
    labels: [],
    config: { si: ['°C', '%RH'], pv: 0, calc: ['x / 10', 'x / 10'], min: [5, null], max: [35, 90] },
  },
  {
    sn: 'S-1002',
    alias: 'Soil moisture bed A',
    gateway: 'GW-2001',
    tags: ['greenhouse', 'soil'],
    labels: [],
    config: { pv: 0, calc: [{ expression: 'a * x + b', substitutions: { a: 0.05, b: -2 }, unit: '%' }] },
  },
  {
    sn: 'S-1003',
    alias: 'Greenhouse door',
    gateway: 'GW-2001',
    tags: ['greenhouse'],
    labels: [],
    config: { pv: 0, binary: { ruleHigh: 'x > 0.5', high: 'Open', low: 'Closed', pv: 0 } },
  },
  {
    sn: 'S-1004',
    alias: 'Water tank',
    gateway: 'GW-2001',
    tags: ['water'],
    labels: [],
    config: {
      si: ['%'],
      pv: 0,
      calc: ['x / 10'],
      // The low limit the tank's forecast heads for ("reaches 15 % in about N h").
      min: [15],
      digitizer: {
        index: 0,
        levels: [
          { min: 0, text: 'Empty' },
          { min: 15, text: 'Low' },
          { min: 40, text: 'Normal' },
          { min: 90, text: 'Full' },
        ],
      },
    },
  },
  {
    sn: 'S-1005',
    alias: 'Cold room',
    gateway: 'GW-2002',
    tags: ['cold-store'],
    labels: [],
    config: { si: ['°C'], pv: 0, calc: ['x / 100'], min: [-25], max: [-15] },
  },
  {
    sn: 'S-1006',
    alias: 'CO₂ level',
    gateway: 'GW-2002',
    tags: ['greenhouse'],
    labels: [],
    config: { si: ['ppm'], pv: 0, max: [1500] },
  },
];

/** The virtual sensor: air temperature minus cold-room temperature. */
export const DEMO_VIRTUALS: Pick<Device, 'sn' | 'alias' | 'config'>[] = [
  {
    sn: 'V-3001',
    alias: 'Air vs cold room difference',
    config: { si: ['°C'], inputs: ['S-1001', 'S-1005'], expression: 'v1 - v2' },
  },
];

/**
 * Demo rules, so `npm start` shows alarms raised and cleared within seconds: the simulated door
 * opens about once a minute and closes again a few seconds later; the CO₂ level wanders across
 * 1200 ppm now and then (hysteresis 50 ppm, 10 s delay); offline rules watch every device.
 * No channels: the demo has no notification channel configured.
 */
export const DEMO_RULES: { id: string; rule: EventRule }[] = [
  {
    id: 'door-open',
    rule: {
      name: 'Greenhouse door open',
      enabled: true,
      kind: 'binary',
      alarmOn: 'high',
      devices: ['S-1003'],
      delaySec: 0,
      channels: [],
      state: {},
    },
  },
  {
    id: 'co2-high',
    rule: {
      name: 'CO₂ above 1200 ppm',
      enabled: true,
      kind: 'threshold',
      devices: ['S-1006'],
      watch: 'value',
      valueIndex: 0,
      op: 'gt',
      threshold: 1200,
      hysteresis: 50,
      delaySec: 10,
      channels: [],
      state: {},
    },
  },
  {
    id: 'sensor-offline',
    rule: {
      name: 'Sensor offline',
      enabled: true,
      kind: 'offline_sensor',
      devices: ['*'],
      delaySec: 0,
      channels: [],
      state: {},
    },
  },
  {
    id: 'gateway-offline',
    rule: {
      name: 'Gateway offline',
      enabled: true,
      kind: 'offline_gateway',
      devices: ['*'],
      delaySec: 0,
      channels: [],
      state: {},
    },
  },
];
