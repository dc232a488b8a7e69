import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteId } from '../../functions/src/domain/invites.js';
import { callFunction, userWithIdToken } from '../support/callables.js';
import { adminDb, clearFirestore, closeAdmin, eventually } from '../support/emulators.js';

const SID = 'sys-invites';
const systemRef = () => adminDb().doc(`system/${SID}`);
const invite = async (email: string) =>
  (
    await adminDb()
      .doc(`invites/${inviteId(SID, email)}`)
      .get()
  ).data();

describe('invites: onSystemWrite fan-out, acceptInvite, declineInvite', () => {
  beforeAll(async () => {
    await clearFirestore();
    await systemRef().set({
      name: 'Greenhouse',
      admin: ['boss@example.com'],
      users: [],
      pendingAdmin: [],
      pendingUsers: [],
    });
  });
  afterAll(closeAdmin);

  it('creates one pending invite per newly pending e-mail, with the SPEC and DESIGN fields', async () => {
    await systemRef().update({ pendingUsers: FieldValue.arrayUnion('Ann@Example.com', 'bob@example.com') });
    await systemRef().update({ pendingAdmin: FieldValue.arrayUnion('carl@example.com') });
    const ann = await eventually(() => invite('ann@example.com'));
    expect(ann).toMatchObject({
      user: 'ann@example.com',
      systemId: SID,
      systemName: 'Greenhouse',
      role: 'user',
      status: 'pending',
    });
    expect(typeof ann.time).toBe('number');
    expect(await eventually(() => invite('carl@example.com'))).toMatchObject({ role: 'admin', status: 'pending' });
    await eventually(() => invite('bob@example.com'));
    const all = await adminDb().collection('invites').where('systemId', '==', SID).get();
    expect(all.size).toBe(3);
  });

  it('lets only the invitee accept, and accepting moves the e-mail into the system', async () => {
    const id = inviteId(SID, 'ann@example.com');
    const other = await userWithIdToken('mallory@example.com');
    const denied = await callFunction('acceptInvite', { inviteId: id }, other.idToken);
    expect(denied).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });

    const unverified = await userWithIdToken('ann@example.com', { emailVerified: false });
    expect(await callFunction('acceptInvite', { inviteId: id }, unverified.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
    expect(await callFunction('acceptInvite', { inviteId: id })).toMatchObject({
      ok: false,
      status: 'UNAUTHENTICATED',
    });
    expect((await systemRef().get()).get('users')).toEqual([]);

    const ann = await userWithIdToken('ann@example.com');
    const accepted = await callFunction('acceptInvite', { inviteId: id }, ann.idToken);
    expect(accepted).toEqual({ ok: true, result: { systemId: SID, role: 'user' } });
    const system = (await systemRef().get()).data();
    expect(system?.users).toEqual(['ann@example.com']);
    expect(system?.pendingUsers).toEqual(['bob@example.com']);
    expect(await invite('ann@example.com')).toMatchObject({ status: 'accepted' });

    // Answering twice is refused and changes nothing.
    expect(await callFunction('acceptInvite', { inviteId: id }, ann.idToken)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'This invite is already accepted',
    });
  });

  it('admin invites become admins; declining leaves membership unchanged', async () => {
    const carl = await userWithIdToken('carl@example.com');
    expect(await callFunction('acceptInvite', { inviteId: inviteId(SID, 'carl@example.com') }, carl.idToken)).toEqual({
      ok: true,
      result: { systemId: SID, role: 'admin' },
    });
    const bob = await userWithIdToken('bob@example.com');
    expect(await callFunction('declineInvite', { inviteId: inviteId(SID, 'bob@example.com') }, bob.idToken)).toEqual({
      ok: true,
      result: { systemId: SID, role: 'user' },
    });
    const system = (await systemRef().get()).data();
    expect(system?.admin).toEqual(['boss@example.com', 'carl@example.com']);
    expect(system?.users).toEqual(['ann@example.com']);
    expect(system?.pendingUsers).toEqual([]);
    expect(system?.pendingAdmin).toEqual([]);
    expect(await invite('bob@example.com')).toMatchObject({ status: 'declined' });
    expect(await invite('carl@example.com')).toMatchObject({ status: 'accepted' });
  });

  it('removing a pending member revokes the pending invite, and accepting it afterwards fails', async () => {
    await systemRef().update({ pendingUsers: FieldValue.arrayUnion('dora@example.com') });
    await eventually(() => invite('dora@example.com'));
    await systemRef().update({ pendingUsers: FieldValue.arrayRemove('dora@example.com') });
    await eventually(async () => ((await invite('dora@example.com')) === undefined ? true : undefined));
    const dora = await userWithIdToken('dora@example.com');
    expect(
      await callFunction('acceptInvite', { inviteId: inviteId(SID, 'dora@example.com') }, dora.idToken),
    ).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
    });
    expect((await systemRef().get()).get('users')).toEqual(['ann@example.com']);
  });

  it('refuses bad input with invalid-argument naming the field', async () => {
    const ann = await userWithIdToken('ann@example.com');
    expect(await callFunction('acceptInvite', {}, ann.idToken)).toEqual({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'inviteId: inviteId is required',
    });
    expect(await callFunction('declineInvite', { inviteId: 42 }, ann.idToken)).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
    });
    // By now the triggers for the answered invites (e-mails leaving the pending lists) have long
    // run behind later ones: they did not revoke answered invites.
    expect(await invite('carl@example.com')).toMatchObject({ status: 'accepted' });
    expect(await invite('bob@example.com')).toMatchObject({ status: 'declined' });
  });
});
