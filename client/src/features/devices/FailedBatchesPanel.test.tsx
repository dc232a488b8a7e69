import { screen, within } from '@testing-library/react';
import { FailedBatchSchema, type FailedBatch } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { FakeTransport } from '../../testing/fakeTransport';
import { deviceChanges, gatewayDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

const GATEWAY = gatewayDoc('GW-1', 'Roof gateway');
const EDIT = '/systems/sys1/gateways/GW-1/edit';
const T = Date.UTC(2026, 5, 1, 12);

function failed(id: string, over: Partial<FailedBatch> = {}) {
  const batch = {
    gatewaySn: 'GW-1',
    systemId: 'sys1',
    receivedAt: T,
    samples: [{ sn: 'S-1', time: T, rawValues: [1] }],
  };
  const doc = FailedBatchSchema.parse({
    gatewaySn: 'GW-1',
    receivedAt: T,
    failedAt: T + 60_000,
    reason: 'not stored after 5 attempts: deadline exceeded',
    attempts: 5,
    sampleCount: 1,
    sensors: ['S-1'],
    batch,
    ...over,
  });
  return { id, ref: { id } as never, ...doc };
}

function gatewayFake(): FakeTransport {
  const fake = new FakeTransport();
  fake.push('readDeviceList', deviceChanges([GATEWAY]), true);
  fake.push('watchDevices', deviceChanges([GATEWAY]), true);
  fake.push('watchDevice', GATEWAY, true);
  return fake;
}

describe("a gateway's batches that could not be stored (Manage screen)", () => {
  it('says every batch was stored when none was set aside, reading only this gateway’s', async () => {
    const app = renderApp(EDIT, { systems: [SYSTEM], fake: gatewayFake() });
    await screen.findByRole('heading', { name: 'Samples not stored' });
    app.fake.push('watchFailedBatches', []);
    expect(await screen.findByText('Every batch this gateway delivered was stored.')).toBeTruthy();
    expect(app.fake.live('watchFailedBatches').map((l) => l.args)).toEqual([['sys1', 'GW-1']]);
  });

  it('counts the batches and samples set aside and lists each with why, newest first as read', async () => {
    const app = renderApp(EDIT, { systems: [SYSTEM], fake: gatewayFake() });
    await screen.findByRole('heading', { name: 'Samples not stored' });
    app.fake.push('watchFailedBatches', [
      failed('b2', { sampleCount: 40, sensors: ['S-1', 'S-2'], failedAt: T + 120_000 }),
      failed('b1'),
    ]);
    expect(await screen.findByText(/^2 batches \(41 samples\) from this gateway could not be stored/)).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Batches not stored' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('40 samples of S-1, S-2. not stored after 5 attempts: deadline exceeded');
  });

  it('says "more than" when there are more batches than it lists', async () => {
    const app = renderApp(EDIT, { systems: [SYSTEM], fake: gatewayFake() });
    await screen.findByRole('heading', { name: 'Samples not stored' });
    app.fake.push(
      'watchFailedBatches',
      Array.from({ length: 21 }, (_, i) => failed(`b${i}`)),
    );
    expect(await screen.findByText(/More than 20 batches \(at least 20 samples\)/)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Batches not stored' })).getAllByRole('listitem')).toHaveLength(20);
  });
});
