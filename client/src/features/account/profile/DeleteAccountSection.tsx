import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useStores } from '../../../stores/StoreContext';
import { ReauthPrompt } from '../security/ReauthPrompt';

/**
 * Deleting the account. Systems name their members by e-mail, so deleting the account changes
 * no system: the others keep using the systems they share, and where this user is the last
 * admin, the screen says so and suggests making someone else admin first.
 */
export const DeleteAccountSection = observer(function DeleteAccountSection() {
  const { auth, systems, accountSettings } = useStores();
  const [understood, setUnderstood] = useState(false);
  const email = auth.email;
  const lastAdminOf = systems.systems.filter((s) => s.admin.length === 1 && s.admin[0] === email);

  return (
    <section aria-labelledby="delete-title">
      <h2 id="delete-title">Delete account</h2>
      <p>
        Deleting your account removes your sign-in, second factors and profile (name, picture, notification settings).
        Your systems are not deleted and their data stays: the other members keep using them. Signing up again with{' '}
        {email} would bring back your access to the systems that still list it.
      </p>
      {lastAdminOf.length > 0 && (
        <div className="notice warning" role="note">
          <p>You are the only admin of:</p>
          <ul>
            {lastAdminOf.map((s) => (
              <li key={s.id}>{s.name || s.id}</li>
            ))}
          </ul>
          <p>Nobody could change their members, rules or devices after you leave. Make another member admin first.</p>
        </div>
      )}
      <label className="choice">
        <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} /> I understand
        that my account is deleted for good
      </label>
      {accountSettings.deleteError && (
        <p className="notice error" role="alert">
          {accountSettings.deleteError}
        </p>
      )}
      {accountSettings.reauthNeeded ? (
        <ReauthPrompt flow={accountSettings} reason="Sign in again to delete your account." />
      ) : (
        <button
          type="button"
          className="button danger"
          disabled={!understood || accountSettings.deleting}
          onClick={() => accountSettings.startDelete()}
        >
          Delete my account
        </button>
      )}
    </section>
  );
});
