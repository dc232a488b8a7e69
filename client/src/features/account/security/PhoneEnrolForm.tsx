import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useFeature } from '../../../stores/StoreContext';
import { securityFeature } from '../../../stores/account/SecurityStore';
import { CodeField } from '../CodeField';

/** Adds a phone as a second factor: the number (a code is sent), then the code. */
export const PhoneEnrolForm = observer(function PhoneEnrolForm({ onClose }: { onClose: () => void }) {
  const security = useFeature(securityFeature);
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const sent = security.phone;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sent) void security.confirmPhone(code);
    else void security.startPhone(number);
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="phone-enrol-title">
      <h3 id="phone-enrol-title">Add a phone number</h3>
      <label htmlFor="enrol-phone">Mobile number</label>
      <input
        id="enrol-phone"
        type="tel"
        autoComplete="tel"
        placeholder="+44 7700 900123"
        value={number}
        disabled={!!sent}
        onChange={(e) => setNumber(e.target.value)}
        required
      />
      {sent && <p role="status">We sent a code to {sent.number}.</p>}
      {sent && <CodeField id="enrol-phone-code" label="Code from the text message" value={code} onChange={setCode} />}
      {security.error && !security.reauthNeeded && (
        <p className="notice error" role="alert">
          {security.error}
        </p>
      )}
      <button type="submit" className="button primary" disabled={security.busy}>
        {sent ? 'Verify and add' : 'Send code'}
      </button>
      {sent && (
        <button type="button" className="button" disabled={security.busy} onClick={() => void security.resendPhone()}>
          Resend code
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
