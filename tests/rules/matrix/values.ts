import { NOW } from '../fixtures.js';

// The data the matrix's rows write.

// Times a client writes "now" must be within 5 minutes of the request: the rows take the clock
// when the file loads (the whole matrix runs well within that).
export const NOW_MS = Date.now();
export const manual = { time: NOW_MS, kind: 'manual', text: 'Door left open', createdBy: 'member@example.com' };
export const ack = (by: string) => ({ acknowledgedBy: by, acknowledgedAt: NOW_MS + 1000 });
export const mine = { name: 'Mine', admin: ['member@example.com'], users: [], createdAt: NOW_MS };
export const many = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));
export const hook = (target: string) => ({ type: 'webhook', name: 'Hook', target, enabled: true });
export const rule = { name: 'Too cold', kind: 'threshold', devices: ['S-1'], op: 'lt', threshold: 5, delaySec: 60 };
export const window = {
  name: 'Cleaning',
  start: NOW_MS,
  end: NOW_MS + 3_600_000,
  repeat: 'none',
  until: null,
  devices: ['S-1'],
  createdBy: 'admin@example.com',
};
export const sched = (periods: { from: number; to: number }[], days = ['mon', 'fri']) => ({
  schedule: { days, periods },
});
export const early = {
  name: 'Tank low soon',
  kind: 'forecast',
  devices: ['S-1'],
  op: 'lt',
  threshold: 15,
  horizonH: 24,
};
export const state = { sampleTime: NOW, online: false, lastSeen: NOW, errorCode: null, errorText: null, display: [] };
