import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '@neuron/shared';
import { useFeature, useStores } from '../../../stores/StoreContext';
import { accountSettingsFeature, type SaveResult } from '../../../stores/account/AccountSettingsStore';
import { editorsFeature } from '../../../stores/Editors';
import { EditorActions } from '../../forms/EditorActions';
import { EditorStatusLine } from '../../forms/EditorStatusLine';
import { TextField } from '../../forms/TextField';
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
  const { auth, profile, ui } = useStores();
  const accountSettings = useFeature(accountSettingsFeature);
  const editors = useFeature(editorsFeature);
  const user = auth.user;
  const stored = profile.profile?.displayName ?? user?.displayName ?? '';
  const [nameEditor] = useState(() => editors.displayName(stored));
  const [avatarResult, setAvatarResult] = useState<SaveResult>();
  // The profile is read after the page opens (and may change elsewhere): the draft follows it
  // while nothing is typed.
  useEffect(() => nameEditor.follow(stored), [nameEditor, stored]);

  const saveName = async (e: FormEvent) => {
    e.preventDefault();
    await ui.track(nameEditor.save());
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
        <UnsavedChangesGuard when={() => nameEditor.dirty} />
        <TextField
          id="display-name"
          label="Display name"
          autoComplete="name"
          value={nameEditor.name}
          maxLength={120}
          error={nameEditor.error}
          onChange={(name) => nameEditor.setName(name)}
        />
        <EditorStatusLine status={nameEditor.status} saved="Name saved." />
        <EditorActions saveLabel="Save name" busy={nameEditor.busy} onCancel={() => nameEditor.cancel()} />
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
