import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteId } from '../../functions/src/domain/invites.js';
import { MERGE_REQUIRED_CLAIM as MERGE_CLAIM } from '@neuron/shared';
import { parseMail } from '../../scripts/localInbox/mailParse.js';
import { testFixtureEnv, testFixturePorts } from '../../scripts/testFixtures.js';
import { callFunction, idTokenOf, userWithIdToken } from '../support/callables.js';
import { startSmtpServer } from '../support/localServers.js';
import { adminAuth, adminDb, clearFirestore, closeAdmin, eventually, functionsSettled } from '../support/emulators.js';

const SID = 'sys-invites';
const systemRef = () => adminDb().doc(`system/${SID}`);
const invite = async (email: string) =>
  (
    await adminDb()
      .doc(`invites/${inviteId(SID, email)}`)
      .get()
  ).data();

describe('invites: onSystemWrite fan-out, acceptInvite, declineInvite', () => {
  // The mail catcher the test run's functions send to (the local inbox's, under `npm start`).
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer(testFixturePorts().smtp);
    await clearFirestore();
    await systemRef().set({
      name: 'Greenhouse',
      admin: ['boss@example.com'],
      users: [],
      pendingAdmin: [],
      pendingUsers: [],
    });
  });
  afterAll(async () => {
    await smtp?.close();
    await closeAdmin();
  });

  it('creates one pending invite per newly pending e-mail, with the fields docs/DATA_MODEL.md lists', async () => {
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
    // Each invitee is told by e-mail, once, with links to answer and to sign up.
    const mails = await eventually(async () => (smtp.mails.length >= 3 ? smtp.mails : undefined));
    const app = testFixtureEnv().APP_URL;
    const toAnn = mails.filter((m) => m.to.includes('ann@example.com')).map((m) => parseMail(m.raw));
    expect(toAnn).toHaveLength(1);
    expect(toAnn[0].subject).toBe('You are invited to Greenhouse on Neuron');
    expect(toAnn[0].text).toContain(`Accept or decline: ${app}/invites`);
    expect(toAnn[0].text).toContain(`${app}/signup`);
    expect(mails.flatMap((m) => m.to).sort()).toEqual(['ann@example.com', 'bob@example.com', 'carl@example.com']);
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

  it('a malformed pending list (a number in it) does not wipe the pending invitations', async () => {
    await systemRef().update({ pendingUsers: FieldValue.arrayUnion('erin@example.com') });
    await eventually(() => invite('erin@example.com'));
    // The rules refuse this write from a client; the functions still must not lose invites over it.
    await systemRef().update({ pendingUsers: ['erin@example.com', 42] });
    await systemRef().update({ pendingUsers: ['erin@example.com', 42, 'fred@example.com'] });
    await eventually(() => invite('fred@example.com'));
    await functionsSettled();
    expect(await invite('erin@example.com')).toMatchObject({ status: 'pending' });
    await systemRef().update({ pendingUsers: [] });
  });

  it('an account flagged for merge cannot accept until it has merged', async () => {
    await systemRef().update({ pendingUsers: FieldValue.arrayUnion('gina@example.com') });
    await eventually(() => invite('gina@example.com'));
    const gina = await userWithIdToken('gina@example.com');
    await adminAuth().setCustomUserClaims(gina.uid, { [MERGE_CLAIM]: true });
    const flagged = await idTokenOf(gina.uid);
    expect(await callFunction('acceptInvite', { inviteId: inviteId(SID, 'gina@example.com') }, flagged)).toEqual({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'Merge your accounts in the security settings before you answer an invite',
    });
    expect(await invite('gina@example.com')).toMatchObject({ status: 'pending' });
    expect((await systemRef().get()).get('users')).not.toContain('gina@example.com');
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
