import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { NotifyMeOnThisDevice } from '../notifications/NotifyMeOnThisDevice';

/** User settings: the profile as signed in, and the #security section (account merge). */
const UserSettingsScreen = observer(function UserSettingsScreen() {
  const { auth, profile } = useStores();
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
      <section id="notifications" aria-labelledby="notifications-title">
        <h2 id="notifications-title">Notifications</h2>
        <NotifyMeOnThisDevice />
      </section>
      <section id="security" aria-labelledby="security-title">
        <h2 id="security-title">Security</h2>
        {auth.requiresMerge ? (
          <p className="notice warning" role="alert">
            Your account must be merged with your other sign-in method before you can continue.
          </p>
        ) : (
          <p>E-mail {user?.emailVerified ? 'verified' : 'not verified'}.</p>
        )}
      </section>
    </section>
  );
});
export default UserSettingsScreen;
