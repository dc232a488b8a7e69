import { observer } from 'mobx-react-lite';
import qrcode from 'qrcode-generator';
import { useMemo, useState, type FormEvent } from 'react';
import { useFeature } from '../../../stores/StoreContext';
import { securityFeature } from '../../../stores/account/SecurityStore';
import { CodeField } from '../CodeField';

/** The otpauth:// URL as a QR code image (drawn in the browser; nothing leaves it). */
function qrDataUrl(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qr.createDataURL(4, 8);
}

/** Adds an authenticator app: the secret as a QR code and as text, confirmed with the app's code. */
export const TotpEnrolForm = observer(function TotpEnrolForm({ onClose }: { onClose: () => void }) {
  const security = useFeature(securityFeature);
  const [code, setCode] = useState('');
  const [name, setName] = useState('Authenticator app');
  const secret = security.totp;
  const qr = useMemo(() => (secret ? qrDataUrl(secret.otpauthUrl) : undefined), [secret]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void security.confirmTotp(code, name);
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="totp-enrol-title">
      <h3 id="totp-enrol-title">Add an authenticator app</h3>
      {!secret && <p role="status">Preparing a secret…</p>}
      {secret && qr && (
        <>
          <p>Scan this code with your authenticator app, or type the key into it.</p>
          <img src={qr} alt="QR code of the authenticator secret" width={200} height={200} />
          <p>
            Key: <code data-testid="totp-secret">{secret.secretKey}</code>
          </p>
          <label htmlFor="totp-name">Name for this factor</label>
          <input id="totp-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          <CodeField id="totp-code" label="Code from your authenticator app" value={code} onChange={setCode} />
        </>
      )}
      {security.error && !security.reauthNeeded && (
        <p className="notice error" role="alert">
          {security.error}
        </p>
      )}
      {secret && (
        <button type="submit" className="button primary" disabled={security.busy}>
          Verify and add
        </button>
      )}
      <button
        type="button"
        className="button"
        onClick={() => {
          security.cancel();
          onClose();
        }}
      >
        Cancel
      </button>
    </form>
  );
});
