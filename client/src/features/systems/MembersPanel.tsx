import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { MemberRole, MembershipChange, SystemMembership } from '@neuron/shared';
import { useFeature } from '../../stores/StoreContext';
import { membershipFeature } from '../../stores/systems/MembershipStore';
import { useMembership } from '../../stores/systems/systemReads';
import { Select } from '../forms/Select';

/** One row per member and per pending invitation, with the actions an admin has. */
function MemberRows({ m, act }: { m: SystemMembership; act: (c: MembershipChange) => void }) {
  const members = [
    ...m.admin.map((email) => ({ email, role: 'admin' as const })),
    ...m.users.map((email) => ({ email, role: 'user' as const })),
  ];
  const pending = [
    ...m.pendingAdmin.map((email) => ({ email, role: 'admin' as const })),
    ...m.pendingUsers.map((email) => ({ email, role: 'user' as const })),
  ];
  return (
    <tbody>
      {members.map(({ email, role }) => (
        <tr key={`m-${email}`} data-member={email}>
          <th scope="row">{email}</th>
          <td data-label="Role">
            <label className="visually-hidden" htmlFor={`role-${email}`}>
              Role of {email}
            </label>
            <Select<MemberRole>
              id={`role-${email}`}
              value={role}
              onChange={(r) => act({ kind: 'setRole', email, role: r })}
              options={[
                { value: 'admin', label: 'Admin' },
                { value: 'user', label: 'User' },
              ]}
            />
          </td>
          <td data-label="Status">Member</td>
          <td>
            {role === 'admin' && m.admin.length === 1 ? (
              // Removing the only admin is refused anyway: say why instead of offering it.
              <span className="card-meta" data-testid="only-admin">
                Only admin: make someone else admin first
              </span>
            ) : (
              <button
                type="button"
                className="button subtle"
                aria-label={`Remove ${email}`}
                onClick={() => act({ kind: 'remove', email })}
              >
                Remove
              </button>
            )}
          </td>
        </tr>
      ))}
      {pending.map(({ email, role }) => (
        <tr key={`p-${email}`} data-pending={email}>
          <th scope="row">{email}</th>
          <td data-label="Role">{role === 'admin' ? 'Admin' : 'User'}</td>
          <td data-label="Status">Invited</td>
          <td>
            <button
              type="button"
              className="button subtle"
              aria-label={`Revoke invitation ${email}`}
              onClick={() => act({ kind: 'revoke', email })}
            >
              Revoke invitation
            </button>
          </td>
        </tr>
      ))}
    </tbody>
  );
}

/** The members panel of a system page, for its admins: invite, roles, removal, revocation. */
export const MembersPanel = observer(function MembersPanel({ systemId }: { systemId: string }) {
  const membership = useFeature(membershipFeature);
  const live = useMembership(systemId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('user');
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const m = live.value;

  const act = async (change: MembershipChange) => {
    if (!m) return;
    const result = await membership.change(systemId, m, change);
    setMessage(result.ok ? { text: 'Saved', error: false } : { text: result.error, error: true });
    return result.ok;
  };
  const invite = async (e: FormEvent) => {
    e.preventDefault();
    const sent = email;
    // Cleared only if it still holds what was sent: the answer can come after the next address is typed.
    if (await act({ kind: 'invite', email: sent, role })) setEmail((now) => (now === sent ? '' : now));
  };

  return (
    <section className="device-section" aria-labelledby="members-title">
      <h2 id="members-title">Members</h2>
      {!live.loaded || !m ? (
        <p role="status">Loading members…</p>
      ) : (
        <>
          <table className="members-table">
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <MemberRows m={m} act={(c) => void act(c)} />
          </table>
          <form className="inline-form" onSubmit={invite} noValidate aria-label="Invite a member">
            <label>
              Invite by e-mail
              <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
            </label>
            <label>
              As
              <Select<MemberRole>
                value={role}
                onChange={setRole}
                options={[
                  { value: 'user', label: 'User' },
                  { value: 'admin', label: 'Admin' },
                ]}
              />
            </label>
            <button type="submit" className="button primary">
              Invite
            </button>
          </form>
        </>
      )}
      {message && (
        <p className={message.error ? 'field-error' : 'notice'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
});
