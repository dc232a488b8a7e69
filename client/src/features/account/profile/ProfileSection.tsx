import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '@neuron/shared';
import type { SaveResult } from '../../../stores/account/AccountSettingsStore';
import { useStores } from '../../../stores/StoreContext';
import { UnsavedChangesGuard } from '../../forms/UnsavedChangesGuard';
import { avatarDataUrl } from './avatarImage';

function Result({ id, result, done }: { id: string; result?: SaveResult; done: string }) {
  if (!result) return null;
  return result.ok ? (
    <p id={id} className="notice info" role="status">
      {done}
    </p>
  ) : (
    <p id={id} className="notice error" role="alert">
      {result.message}
    </p>
  );
}

/** The profile: display name and avatar, each saved to users/{uid} (the name also to the sign-in profile). */
export const ProfileSection = observer(function ProfileSection() {
  const { auth, profile, accountSettings, ui } = useStores();
  const user = auth.user;
  const stored = profile.profile?.displayName ?? user?.displayName ?? '';
  const [name, setName] = useState(stored);
  const [nameResult, setNameResult] = useState<SaveResult>();
  // The name last saved here: unsaved changes are none once it is stored, before the profile's
  // snapshot brings it back.
  const [savedName, setSavedName] = useState<string>();
  const [avatarResult, setAvatarResult] = useState<SaveResult>();
  useEffect(() => setName(stored), [stored]);

  const saveName = async (e: FormEvent) => {
    e.preventDefault();
    const result = await ui.track(accountSettings.saveDisplayName(name));
    setNameResult(result);
    if (result.ok) setSavedName(name);
  };
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const url = await avatarDataUrl(file).catch(() => undefined);
    setAvatarResult(
      url ? await ui.track(accountSettings.saveAvatar(url)) : { ok: false, message: ACCOUNT_MESSAGES.imageUnreadable },
    );
  };

  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      <img className="avatar large" src={profile.avatar(user?.photoURL)} alt="Your avatar" width={64} height={64} />
      <div className="screen-actions">
        <label className="button" htmlFor="avatar-file">
          Choose a picture
        </label>
        <input
          id="avatar-file"
          className="visually-hidden"
          type="file"
          accept="image/*"
          aria-describedby={avatarResult ? 'avatar-result' : undefined}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        {profile.profile?.avatar && (
          <button
            type="button"
            className="button"
            onClick={async () => setAvatarResult(await ui.track(accountSettings.saveAvatar(null)))}
          >
            Use the default picture
          </button>
        )}
      </div>
      <Result id="avatar-result" result={avatarResult} done="Picture saved." />
      <form className="form" onSubmit={saveName} noValidate>
        <UnsavedChangesGuard when={() => name !== stored && name !== savedName} />
        <label htmlFor="display-name">Display name</label>
        <input
          id="display-name"
          autoComplete="name"
          value={name}
          maxLength={120}
          aria-invalid={nameResult?.ok === false}
          aria-describedby={nameResult ? 'name-result' : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <Result id="name-result" result={nameResult} done="Name saved." />
        <button type="submit" className="button primary">
          Save name
        </button>
      </form>
      <dl className="facts">
        <dt>E-mail</dt>
        <dd>{user?.email}</dd>
        <dt>Phone</dt>
        <dd>{user?.phoneNumber || '—'}</dd>
      </dl>
    </section>
  );
});
