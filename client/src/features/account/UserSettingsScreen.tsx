import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { DeleteAccountSection } from './profile/DeleteAccountSection';
import { ProfileSection } from './profile/ProfileSection';
import { MergedNotice, MergePanel } from './security/MergePanel';
import { SecondFactorsSection } from './security/SecondFactorsSection';
import { NotifyMeOnThisDevice } from '../notifications/NotifyMeOnThisDevice';

/** User settings: the profile, the #security section (merge, second factors) and deleting the account. */
const UserSettingsScreen = observer(function UserSettingsScreen() {
  const { auth, merge } = useStores();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  const user = auth.user;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">User settings</h1>
      {!auth.requiresMerge && <ProfileSection />}
      <section id="notifications" aria-labelledby="notifications-title">
        <h2 id="notifications-title">Notifications</h2>
        <NotifyMeOnThisDevice />
      </section>
      <section id="security" aria-labelledby="security-title">
        <h2 id="security-title">Security</h2>
        {auth.requiresMerge ? (
          <MergePanel />
        ) : (
          <>
            {merge.merged && <MergedNotice />}
            <p>E-mail {user?.emailVerified ? 'verified' : 'not verified'}.</p>
            <dl className="cell-facts" data-testid="account-times">
              <dt>Account created</dt>
              <dd>{user?.createdAt ? new Date(user.createdAt).toLocaleString() : '—'}</dd>
              <dt>Last sign-in</dt>
              <dd>{user?.lastSignInAt ? new Date(user.lastSignInAt).toLocaleString() : '—'}</dd>
            </dl>
            <SecondFactorsSection />
          </>
        )}
      </section>
      {!auth.requiresMerge && <DeleteAccountSection />}
    </section>
  );
});
export default UserSettingsScreen;
