import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { type ClientServer, launchChromium, startClient } from '../support/browser.js';
import { adminDb, clearFirestore, closeAdmin, eventually } from '../support/emulators.js';
import { ensureAuthUser, signedInPage } from './shellSupport.js';

const OWNER = { email: 'owner@example.com', password: 'owner-pass-1' };
const SYSTEM_ID = 'sys-members';
const system = () => adminDb().doc(`system/${SYSTEM_ID}`);

/**
 * The viewer's invite is made by a trigger on the system write (onSystemWrite): on a loaded
 * machine the functions emulator may start that trigger's worker many seconds later.
 */
const invitePending = (role: 'user' | 'admin') =>
  eventually(async () => {
    const q = await adminDb().collection('invites').where('user', '==', DEMO_MEMBER.email).get();
    return q.docs.find(
      (d) => d.get('systemId') === SYSTEM_ID && d.get('status') === 'pending' && d.get('role') === role,
    );
  }, 90_000);

describe('members in the browser: invite, accept as the invitee, roles', () => {
  let browser: Browser;
  let server: ClientServer;
  let baseUrl: string;
  let owner: Page;

  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    await ensureAuthUser(OWNER.email, OWNER.password, { emailVerified: true });
    await system().set({ name: 'Vineyard', admin: [OWNER.email], users: [], createdAt: Date.now() });
    ({ server, url: baseUrl } = await startClient());
    browser = await launchChromium();
    ({ page: owner } = await signedInPage(browser, baseUrl, OWNER));
    await owner.goto(`${baseUrl}/systems/${SYSTEM_ID}`);
    await owner.getByRole('heading', { name: 'Members' }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await closeAdmin();
  });

  it('invites the viewer by e-mail (a pending invitation) and revokes another', async () => {
    await owner.getByLabel('Invite by e-mail').fill('someone@example.com');
    await owner.getByRole('button', { name: 'Invite', exact: true }).click();
    await owner.locator('[data-pending="someone@example.com"]').waitFor();
    await owner.getByLabel('Invite by e-mail').fill(DEMO_MEMBER.email.toUpperCase());
    await owner.getByRole('button', { name: 'Invite', exact: true }).click();
    await owner.locator(`[data-pending="${DEMO_MEMBER.email}"]`).waitFor();
    await owner.getByRole('button', { name: 'Revoke invitation someone@example.com' }).click();
    await owner.locator('[data-pending="someone@example.com"]').waitFor({ state: 'detached' });
    // The panel shows a write at once (the SDK's local view); the server has it a moment later.
    await eventually(async () => {
      const d = (await system().get()).data();
      return d?.pendingUsers.length === 1 && d.pendingUsers[0] === DEMO_MEMBER.email ? d : undefined;
    });
    expect((await system().get()).data()).toMatchObject({ pendingUsers: [DEMO_MEMBER.email], users: [] });
  });

  it('the members table reads on a desktop (a line per row) and a phone (cells stacked with their names, nothing sideways)', async () => {
    const row = owner.locator(`[data-pending="${DEMO_MEMBER.email}"]`);
    const viewport = owner.viewportSize();
    await owner.setViewportSize({ width: 1280, height: 900 });
    // On a desktop the address, role, state and action sit on one line.
    const lineHeight = await row.locator('th').evaluate((th) => parseFloat(getComputedStyle(th).lineHeight) || 24);
    expect((await row.locator('th').boundingBox())!.height).toBeLessThan(lineHeight * 2 + 24);
    await owner.setViewportSize({ width: 390, height: 844 });
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The column headings are hidden on a phone; each cell says what it is.
    const label = await row
      .locator('td')
      .first()
      .evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).not.toBe('none');
    expect(await row.locator('td').first().getAttribute('data-label')).toBe('Role');
    await owner.setViewportSize(viewport ?? { width: 1280, height: 720 });
  });

  it('the viewer accepts on /invites and the system appears on their home, live', async () => {
    await invitePending('user');
    const { page: viewer } = await signedInPage(browser, baseUrl, DEMO_MEMBER);
    // Home says an invitation waits, and leads to it.
    await expect.poll(() => viewer.getByTestId('pending-invites').textContent()).toContain('Vineyard');
    await viewer.getByRole('link', { name: 'Answer it on the invitations page' }).click();
    await viewer.waitForURL(/\/invites$/);
    const invite = viewer.locator('li', { hasText: 'Vineyard' });
    await invite.getByRole('button', { name: /^Accept/ }).click({ timeout: 30_000 });
    // The first call of a function starts its worker on the emulator: allow for a slow cold start.
    await expect
      .poll(() => invite.getByTestId('invite-status').getAttribute('data-status'), { timeout: 45_000 })
      .toBe('accepted');
    await viewer.getByRole('link', { name: 'Home' }).first().click();
    await viewer.locator(`[data-system-id="${SYSTEM_ID}"]`).waitFor({ timeout: 15_000 });
    expect(await viewer.locator(`[data-system-id="${SYSTEM_ID}"]`).textContent()).toContain('Member');
    expect((await system().get()).data()).toMatchObject({ users: [DEMO_MEMBER.email], pendingUsers: [] });
    // The owner's panel shows the viewer as a member now.
    await owner.locator(`[data-member="${DEMO_MEMBER.email}"]`).waitFor();

    // A member finds no admin editor controls: a notice naming the admin stands in their place.
    const at = (path: string) => viewer.goto(`${baseUrl}/systems/${SYSTEM_ID}/${path}`);
    await at('rules');
    await viewer.getByTestId('admin-only').waitFor();
    expect(await viewer.getByTestId('admin-only').textContent()).toContain(OWNER.email);
    expect(await viewer.getByRole('link', { name: 'New rule' }).count()).toBe(0);
    for (const path of ['rules/new', 'notificationchannels/new', 'addsensor', 'addgateway']) {
      await at(path);
      await viewer.getByTestId('admin-only').waitFor();
      expect(await viewer.locator('main form').count(), path).toBe(0);
    }
    await viewer.close();
  }, 150_000);

  it('promotes the viewer to admin by an admin invite they accept, then the owner may step down to user', async () => {
    // Nobody is put in admin[] by someone else (docs/THREAT_MODEL.md): a promotion is an invite.
    await owner.getByLabel(`Role of ${DEMO_MEMBER.email}`).selectOption('admin');
    await owner.locator(`[data-pending="${DEMO_MEMBER.email}"]`).waitFor();
    await eventually(
      async () => ((await system().get()).get('pendingAdmin') as string[]).includes(DEMO_MEMBER.email) || undefined,
    );
    expect((await system().get()).data()).toMatchObject({ admin: [OWNER.email], users: [DEMO_MEMBER.email] });
    await invitePending('admin');
    const { page: viewer } = await signedInPage(browser, baseUrl, DEMO_MEMBER);
    await viewer.goto(`${baseUrl}/invites`);
    const invite = viewer.locator('li', { hasText: 'Vineyard' });
    await invite.getByRole('button', { name: /^Accept/ }).click({ timeout: 30_000 });
    await expect
      .poll(() => invite.getByTestId('invite-status').getAttribute('data-status'), { timeout: 45_000 })
      .toBe('accepted');
    await viewer.close();
    await eventually(async () => {
      const d = (await system().get()).data();
      return d?.admin.includes(DEMO_MEMBER.email) ? d : undefined;
    });
    expect((await system().get()).data()).toMatchObject({ users: [], pendingAdmin: [] });
    await owner.getByLabel(`Role of ${OWNER.email}`).selectOption('user');
    const after = await eventually(async () => {
      const d = (await system().get()).data();
      return d?.users.includes(OWNER.email) ? d : undefined;
    });
    expect(after).toMatchObject({ admin: [DEMO_MEMBER.email], users: [OWNER.email] });
  }, 150_000);

  it('a member leaves the system with "Leave system": out of its lists, back on the systems list', async () => {
    // The test before left the member admin; they are a plain user again before they leave.
    await system().update({ admin: [OWNER.email], users: [DEMO_MEMBER.email], pendingAdmin: [], pendingUsers: [] });
    const { page: member } = await signedInPage(browser, baseUrl, DEMO_MEMBER);
    await member.goto(`${baseUrl}/systems/${SYSTEM_ID}`);
    await member.getByRole('button', { name: 'Leave system' }).click();
    await member.getByRole('button', { name: 'Yes, leave' }).click();
    await member.waitForURL(`${baseUrl}/systems`);
    await eventually(async () => (((await system().get()).get('users') as string[]).length === 0 ? true : undefined));
    expect((await system().get()).data()).toMatchObject({ name: 'Vineyard', admin: [OWNER.email], users: [] });
    await member.close();
  }, 150_000);
});
