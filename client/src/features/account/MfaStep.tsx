import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { MfaEnrollment } from '@neuron/shared';
import type { SignInStore } from '../../stores/account/SignInStore';
import { CodeField } from './CodeField';
import { factorLabel } from './factorLabel';

/**
 * The multi-factor step of signing in (docs/BEHAVIOUR.md), at Login or when signing in again: pick one
 * of the enrolled factors, then an SMS code (send, enter, resend) or a 6-digit authenticator-app
 * code. `onDone` runs once the step has signed the user in.
 */
export interface MfaStepProps {
  flow: SignInStore;
  onDone?: () => void;
  idPrefix?: string;
}

export const MfaStep = observer(function MfaStep({ flow: signIn, onDone, idPrefix = 'mfa' }: MfaStepProps) {
  const factors = signIn.factors;
  const [chosenUid, setChosenUid] = useState(factors[0]?.uid);
  const [code, setCode] = useState('');
  const factor: MfaEnrollment | undefined = factors.find((f) => f.uid === chosenUid) ?? factors[0];
  const needsSend = factor?.factorId === 'phone' && signIn.smsSentTo !== factor.uid;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!factor) return;
    if (needsSend) void signIn.sendSmsCode(factor.uid);
    else void signIn.verifyCode(factor, code).then((ok) => ok && onDone?.());
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`}>Confirm it is you</h2>
      <p>Your account has a second step. Choose how to confirm this sign-in.</p>
      {factors.length > 1 && (
        <fieldset>
          <legend>Second factor</legend>
          {factors.map((f) => (
            <label key={f.uid} className="check">
              <input
                type="radio"
                name={`${idPrefix}-factor`}
                value={f.uid}
                checked={f.uid === factor?.uid}
                onChange={() => {
                  setChosenUid(f.uid);
                  setCode('');
                }}
              />
              {factorLabel(f)}
            </label>
          ))}
        </fieldset>
      )}
      {factors.length === 1 && factor && <p>{factorLabel(factor)}</p>}
      {factor?.factorId === 'phone' && !needsSend && (
        <p role="status">We sent a code by text message to {factor.phoneNumber}.</p>
      )}
      {factor && !needsSend && (
        <CodeField
          id={`${idPrefix}-code`}
          label={factor.factorId === 'phone' ? 'Code from the text message' : 'Code from your authenticator app'}
          value={code}
          onChange={setCode}
        />
      )}
      {signIn.error && (
        <p className="notice error" role="alert">
          {signIn.error}
        </p>
      )}
      <button type="submit" className="button primary" disabled={signIn.busy || !factor}>
        {needsSend ? 'Send code' : 'Verify'}
      </button>
      {factor?.factorId === 'phone' && !needsSend && (
        <button
          type="button"
          className="button"
          disabled={signIn.busy}
          onClick={() => void signIn.sendSmsCode(factor.uid)}
        >
          Resend code
        </button>
      )}
      <button type="button" className="button" onClick={() => signIn.cancelStep()}>
        Back
      </button>
    </form>
  );
});
