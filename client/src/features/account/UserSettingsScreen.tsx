import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { MergedNotice, MergePanel } from './security/MergePanel';
import { SecondFactorsSection } from './security/SecondFactorsSection';

/** User settings: the profile as signed in, and the #security section (account merge). */
const UserSettingsScreen = observer(function UserSettingsScreen() {
  const { auth, profile, merge } = useStores();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  const user = auth.user;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">User settings</h1>
      <section aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        <img className="avatar large" src={profile.avatar(user?.photoURL)} alt="Your avatar" width={64} height={64} />
        <dl className="facts">
          <dt>Name</dt>
          <dd>{user?.displayName || '—'}</dd>
          <dt>E-mail</dt>
          <dd>{user?.email}</dd>
          <dt>Phone</dt>
          <dd>{user?.phoneNumber || '—'}</dd>
        </dl>
      </section>
      <section id="security" aria-labelledby="security-title">
        <h2 id="security-title">Security</h2>
        {auth.requiresMerge ? (
          <MergePanel />
        ) : (
          <>
            {merge.merged && <MergedNotice />}
            <p>E-mail {user?.emailVerified ? 'verified' : 'not verified'}.</p>
            <SecondFactorsSection />
          </>
        )}
      </section>
    </section>
  );
});
export default UserSettingsScreen;
