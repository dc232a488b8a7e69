import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useFeature, useStores } from '../../../stores/StoreContext';
import { accountSettingsFeature } from '../../../stores/account/AccountSettingsStore';
import { ReauthPrompt } from '../security/ReauthPrompt';

/**
 * Deleting the account, with what it does to the user's systems said before (the server's
 * clean-up after the deletion, docs/DECISIONS_ACCOUNTS.md): the e-mail leaves every system; where the user
 * is the last admin, the remaining users are invited to be admin; where they are the only
 * member, the system is left with nobody in it.
 */
export const DeleteAccountSection = observer(function DeleteAccountSection() {
  const { auth, systems } = useStores();
  const accountSettings = useFeature(accountSettingsFeature);
  const [understood, setUnderstood] = useState(false);
  const email = auth.email;
  const lastAdminOf = systems.systems.filter((s) => s.admin.length === 1 && s.admin[0] === email);
  const handedOver = lastAdminOf.filter((s) => s.users.length > 0);
  const leftEmpty = lastAdminOf.filter((s) => s.users.length === 0);
  const nameOf = (s: (typeof lastAdminOf)[number]) => <li key={s.id}>{s.name || s.id}</li>;

  return (
    <section aria-labelledby="delete-title">
      <h2 id="delete-title">Delete account</h2>
      <p>
        Deleting your account removes your sign-in, second factors and profile (name, picture, notification settings),
        takes {email} off every system you are a member of or invited to, and deletes your invitations. The systems and
        their data stay for their other members. Signing up again later does not bring your access back: you would need
        a new invitation.
      </p>
      {handedOver.length > 0 && (
        <div className="notice warning" role="note">
          <p>You are the only admin of:</p>
          <ul>{handedOver.map(nameOf)}</ul>
          <p>
            Their users will each be invited to become admin; until one accepts, nobody can change members, rules or
            devices. To choose who takes over, make them admin first.
          </p>
        </div>
      )}
      {leftEmpty.length > 0 && (
        <div className="notice warning" role="note">
          <p>You are the only member of:</p>
          <ul>{leftEmpty.map(nameOf)}</ul>
          <p>
            Nobody will be able to open these systems or their data after you leave. Invite someone as admin first if
            they should go on.
          </p>
        </div>
      )}
      <label className="check">
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
