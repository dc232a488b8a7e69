import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteId } from '../../functions/src/domain/invites.js';
import { allowDuplicateEmails, signInWithFakeGoogle } from '../support/callables.js';
import { adminAuth, adminDb, clearFirestore, closeAdmin, eventually } from '../support/emulators.js';

// E-mails and uids of this run: other suites of the same emulator run leave Auth accounts behind.
const RUN = Date.now().toString(36);
const GONE = `gone-${RUN}@example.com`;
const system = (sid: string) => adminDb().doc(`system/${sid}`);
const lists = async (sid: string) => {
  const d = (await system(sid).get()).data() ?? {};
  return { admin: d.admin, users: d.users, pendingAdmin: d.pendingAdmin, pendingUsers: d.pendingUsers };
};
const invite = async (sid: string, email: string) =>
  (
    await adminDb()
      .doc(`invites/${inviteId(sid, email)}`)
      .get()
  ).data();
const members = (admin: string[], users: string[] = [], pendingAdmin: string[] = [], pendingUsers: string[] = []) => ({
  name: 'System',
  admin,
  users,
  pendingAdmin,
  pendingUsers,
});

describe('onAccountDeleted (Auth user-deleted trigger): memberships, invites and profile of a deleted account', () => {
  let goneUid: string;

  beforeAll(async () => {
    await clearFirestore();
    goneUid = (await adminAuth().createUser({ email: GONE, emailVerified: true, password: 'gone-pass-1' })).uid;
    await adminDb()
      .doc(`users/${goneUid}`)
      .set({ displayName: 'Gone', pushTokens: ['t'], notificationPrefs: {} });
    await system('shared').set(members([GONE, 'boss@example.com'], ['x@example.com']));
    await system('last-admin').set(members([GONE], ['ann@example.com', 'Bob@example.com']));
    await system('alone').set(members([GONE], [], [], ['later@example.com']));
    await system('invited').set(members(['boss@example.com'], [], [], [GONE]));
    await system('as-user').set(members(['boss@example.com'], [GONE, 'y@example.com']));
    // The invitation to `invited` exists before the account goes.
    await eventually(() => invite('invited', GONE));
  });
  afterAll(async () => {
    await allowDuplicateEmails(false);
    await closeAdmin();
  });

  it('takes the e-mail off every list, invites the remaining users of a last-admin system to be admin, deletes its invites and profile', async () => {
    await adminAuth().deleteUser(goneUid);
    // The profile goes last: once it is gone, the clean-up has finished.
    await eventually(async () => ((await adminDb().doc(`users/${goneUid}`).get()).exists ? undefined : true));
    expect(await lists('shared')).toEqual({
      admin: ['boss@example.com'],
      users: ['x@example.com'],
      pendingAdmin: [],
      pendingUsers: [],
    });
    expect(await lists('as-user')).toMatchObject({ admin: ['boss@example.com'], users: ['y@example.com'] });
    // Nobody is made admin without accepting: each remaining user gets an admin invitation.
    expect(await lists('last-admin')).toEqual({
      admin: [],
      users: ['ann@example.com', 'Bob@example.com'],
      pendingAdmin: ['ann@example.com', 'Bob@example.com'],
      pendingUsers: [],
    });
    expect(await eventually(() => invite('last-admin', 'ann@example.com'))).toMatchObject({
      role: 'admin',
      status: 'pending',
    });
    await eventually(() => invite('last-admin', 'bob@example.com'));
    // The last member's system stays, with nobody in it (its pending invitee may still accept).
    expect(await lists('alone')).toEqual({
      admin: [],
      users: [],
      pendingAdmin: [],
      pendingUsers: ['later@example.com'],
    });
    expect((await system('alone').get()).exists).toBe(true);
    await eventually(async () => ((await invite('invited', GONE)) === undefined ? true : undefined));
    expect((await adminDb().collection('invites').where('user', '==', GONE).get()).size).toBe(0);
  });

  it('deleting an unverified look-alike account changes no system (only its profile goes)', async () => {
    await system('victim').set(members([`victim-${RUN}@example.com`], ['z@example.com']));
    const fake = (await adminAuth().createUser({ email: `victim-${RUN}@example.com`, emailVerified: false })).uid;
    await adminDb().doc(`users/${fake}`).set({ displayName: 'Look-alike' });
    await adminAuth().deleteUser(fake);
    await eventually(async () => ((await adminDb().doc(`users/${fake}`).get()).exists ? undefined : true));
    expect(await lists('victim')).toMatchObject({ admin: [`victim-${RUN}@example.com`], users: ['z@example.com'] });
  });

  it('a merge deleting the twin account keeps the memberships of the address', async () => {
    const email = `twin-${RUN}@example.com`;
    await allowDuplicateEmails(true);
    await adminAuth().createUser({ email, emailVerified: true, password: 'twin-pass-1' });
    const twin = await signInWithFakeGoogle(email, `google-twin-del-${RUN}`);
    await adminDb().doc(`users/${twin}`).set({ displayName: 'Twin' });
    await system('twins').set(members([email]));
    await adminAuth().deleteUser(twin);
    await eventually(async () => ((await adminDb().doc(`users/${twin}`).get()).exists ? undefined : true));
    expect(await lists('twins')).toMatchObject({ admin: [email] });
  });
});
