import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERGE_REQUIRED_CLAIM as MERGE_CLAIM } from '@neuron/shared';
import { allowDuplicateEmails, callFunction, idTokenOf, signInWithFakeGoogle } from '../support/callables.js';
import { adminAuth, adminDb, clearFirestore, closeAdmin } from '../support/emulators.js';

const EMAIL = 'twin@example.com';
const claimOf = async (uid: string) => (await adminAuth().getUser(uid)).customClaims?.[MERGE_CLAIM];

describe('account merge: the user-requires-merge claim and mergeAccounts', () => {
  let keep: string;
  let other: string;
  let stranger: string;

  beforeAll(async () => {
    await clearFirestore();
    await allowDuplicateEmails(true);
    keep = (await adminAuth().createUser({ email: EMAIL, emailVerified: true, password: 'pass-word-1' })).uid;
    // The admin SDK refuses a second account with the e-mail; a Google sign-in makes one once
    // the project allows an account per provider (how two accounts come to share an e-mail).
    other = await signInWithFakeGoogle(EMAIL, 'google-twin-1');
    stranger = (await adminAuth().createUser({ email: 'solo@example.com', emailVerified: true })).uid;
    await adminAuth().setCustomUserClaims(keep, { role: 'tester' });
    await adminDb()
      .doc(`users/${keep}`)
      .set({ displayName: 'Kept', pushTokens: ['t-keep'], notificationPrefs: { email: true } });
    await adminDb()
      .doc(`users/${other}`)
      .set({
        displayName: 'Other',
        avatar: '/a.png',
        pushTokens: ['t-other'],
        notificationPrefs: { email: false, sms: true },
      });
  });
  afterAll(async () => {
    await allowDuplicateEmails(false);
    await closeAdmin();
  });

  it('sets the claim when another account shares the e-mail, and not for a single account', async () => {
    expect(await callFunction('checkAccountMerge', {}, await idTokenOf(keep))).toEqual({
      ok: true,
      result: { requiresMerge: true, otherAccounts: 1 },
    });
    expect(await claimOf(keep)).toBe(true);
    expect((await adminAuth().getUser(keep)).customClaims?.role).toBe('tester');
    expect(await callFunction('checkAccountMerge', {}, await idTokenOf(stranger))).toEqual({
      ok: true,
      result: { requiresMerge: false, otherAccounts: 0 },
    });
    expect(await claimOf(stranger)).toBeUndefined();
  });

  it('while flagged, every other callable refuses the account; the merge callables still answer', async () => {
    const flagged = await idTokenOf(keep);
    for (const [name, data] of [
      ['createGatewayKey', { systemId: 's', gatewaySn: 'G' }],
      ['rotateChannelSecret', { systemId: 's', channelId: 'c' }],
      ['declineInvite', { inviteId: 'i' }],
    ] as const) {
      expect(await callFunction(name, data, flagged), name).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' });
    }
    expect(await callFunction('checkAccountMerge', {}, flagged)).toMatchObject({ ok: true });
  });

  it('an unverified look-alike with the victim’s e-mail neither flags the victim nor is flagged', async () => {
    const victimEmail = 'prey@example.com';
    // The attacker signs up first with the victim's address and cannot verify it; the victim
    // then signs in with Google, which makes a second account with the same e-mail.
    const lookAlike = (
      await adminAuth().createUser({ email: victimEmail, emailVerified: false, password: 'pw-123456' })
    ).uid;
    const victim = await signInWithFakeGoogle(victimEmail, 'google-prey-1');
    expect(await callFunction('checkAccountMerge', {}, await idTokenOf(victim))).toEqual({
      ok: true,
      result: { requiresMerge: false, otherAccounts: 0 },
    });
    expect(await claimOf(victim)).toBeUndefined();
    expect(await callFunction('checkAccountMerge', {}, await idTokenOf(lookAlike))).toMatchObject({
      ok: true,
      result: { requiresMerge: false },
    });
    // Nor can the look-alike be merged into the victim (or the victim into it).
    expect(
      await callFunction('mergeAccounts', { otherIdToken: await idTokenOf(lookAlike) }, await idTokenOf(victim)),
    ).toMatchObject({ ok: false, message: 'otherIdToken: the other account has not verified its e-mail' });
    expect((await adminAuth().getUser(lookAlike)).uid).toBe(lookAlike);
  });

  it("an identity provider's unverified e-mail does not put the verified owner of the address under the merge flag", async () => {
    const ownerEmail = 'owner-of-address@example.com';
    const owner = (await adminAuth().createUser({ email: ownerEmail, emailVerified: true, password: 'pw-654321' })).uid;
    // A provider account whose provider did not verify the address: Auth records it unverified.
    const unverified = await signInWithFakeGoogle(ownerEmail, 'google-unverified-1', false);
    expect((await adminAuth().getUser(unverified)).emailVerified).toBe(false);
    expect(await callFunction('checkAccountMerge', {}, await idTokenOf(owner))).toEqual({
      ok: true,
      result: { requiresMerge: false, otherAccounts: 0 },
    });
    expect(await claimOf(owner)).toBeUndefined();
    expect(await callFunction('checkAccountMerge', {}, await idTokenOf(unverified))).toMatchObject({
      ok: true,
      result: { requiresMerge: false },
    });
    expect(await claimOf(unverified)).toBeUndefined();
  });

  it('refuses a merge without proof of the other account, or with an account of another e-mail', async () => {
    const token = await idTokenOf(keep);
    expect(await callFunction('mergeAccounts', {}, token)).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'otherIdToken: otherIdToken is required',
    });
    expect(await callFunction('mergeAccounts', { otherIdToken: 'x'.repeat(40) }, token)).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
    });
    expect(await callFunction('mergeAccounts', { otherIdToken: await idTokenOf(stranger) }, token)).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'otherIdToken: the other account has a different e-mail',
    });
    expect((await adminAuth().getUser(stranger)).uid).toBe(stranger);
  });

  it('merges the other account into the caller and clears the claim', async () => {
    const result = await callFunction('mergeAccounts', { otherIdToken: await idTokenOf(other) }, await idTokenOf(keep));
    expect(result).toEqual({ ok: true, result: { mergedUid: other, requiresMerge: false } });
    expect(await claimOf(keep)).toBeUndefined();
    expect((await adminAuth().getUser(keep)).customClaims?.role).toBe('tester');
    await expect(adminAuth().getUser(other)).rejects.toThrow();
    expect((await adminDb().doc(`users/${other}`).get()).exists).toBe(false);
    expect((await adminDb().doc(`users/${keep}`).get()).data()).toEqual({
      displayName: 'Kept',
      avatar: '/a.png',
      pushTokens: ['t-keep', 't-other'],
      notificationPrefs: { email: true, sms: true },
    });
  });
});
