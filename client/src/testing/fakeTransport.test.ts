import { describe, expect, it } from 'vitest';
import { refusalText } from '../stores/refusal';
import { callableRefusal, FakeTransport, offlineRefusal, rulesRefusal } from './fakeTransport';

// The component tests lean on the fake answering as the data layer does: these pin its rules.
describe('FakeTransport', () => {
  it('records calls and answers them as set, by default with nothing', async () => {
    const fake = new FakeTransport().answer('createSystem', (name: string) => `id-${name}`);
    expect(await fake.transport.createSystem('Orchard', 'a@test.io')).toBe('id-Orchard');
    expect(await fake.transport.deleteDevice('s', 'S-1')).toBeUndefined();
    expect(fake.callsOf('createSystem')).toEqual([['Orchard', 'a@test.io']]);
  });

  it("hands a pushed snapshot to running listeners, and the last one to a listener started later (the SDK's cache)", async () => {
    const fake = new FakeTransport();
    const early: unknown[] = [];
    fake.transport.watchInvites('a@test.io', (list) => early.push(list));
    fake.push('watchInvites', ['one']);
    expect(early).toEqual([['one']]);
    const late: unknown[] = [];
    fake.transport.watchInvites('a@test.io', (list) => late.push(list));
    // Never inside the subscribing call, as the data layer never does.
    expect(late).toEqual([]);
    await Promise.resolve();
    expect(late).toEqual([['one']]);
  });

  it('gives a stopped listener nothing, and a matched push only to listeners whose arguments match', () => {
    const fake = new FakeTransport();
    const a: unknown[] = [];
    const b: unknown[] = [];
    const stop = fake.transport.watchIntegrations('sys-a', (list) => a.push(list));
    fake.transport.watchIntegrations('sys-b', (list) => b.push(list));
    fake.pushWhere('watchIntegrations', ([systemId]) => systemId === 'sys-b', ['for b']);
    stop();
    fake.push('watchIntegrations', ['for all']);
    expect(a).toEqual([]);
    expect(b).toEqual([['for b'], ['for all']]);
  });

  it("refuses with the data layer's error shapes, which the stores turn into the catalogue's sentences", async () => {
    const fake = new FakeTransport().refuse('saveEventRule', rulesRefusal());
    const error = await fake.transport.saveEventRule('s', null, {} as never).catch((e: unknown) => e);
    expect(refusalText('Could not save the rule', error)).toMatch(/^Could not save the rule: only admins/);
    expect(refusalText('Could not add it', callableRefusal('invalid-argument', 'url: bad'))).toBe(
      'Could not add it: url: bad',
    );
    expect(refusalText('Could not save', offlineRefusal())).toMatch(/the server could not be reached/);
  });

  it('holds calls until released, then answers them as set or refuses them', async () => {
    const fake = new FakeTransport().answer('createSystem', 'sys-1');
    const release = fake.hold('createSystem');
    let answered: unknown;
    const pending = fake.transport.createSystem('A', 'a@test.io').then((v) => (answered = v));
    await Promise.resolve();
    expect(answered).toBeUndefined();
    release();
    await pending;
    expect(answered).toBe('sys-1');
    const refuse = fake.hold('createSystem');
    const refused = fake.transport.createSystem('B', 'a@test.io').catch((e: Error) => e.message);
    refuse(new Error('gone'));
    expect(await refused).toBe('gone');
  });
});
