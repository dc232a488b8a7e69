import { RecaptchaVerifier } from 'firebase/auth';
import { firebaseAuth } from './authApp';

let current: RecaptchaVerifier | undefined;

/**
 * A new invisible reCAPTCHA verifier for one phone verification (the old one cleared first:
 * a verifier cannot be used twice). Its element is made here so screens need no placeholder.
 */
export function freshRecaptcha(): RecaptchaVerifier {
  current?.clear();
  const old = document.getElementById('recaptcha-anchor');
  old?.remove();
  const anchor = document.createElement('div');
  anchor.id = 'recaptcha-anchor';
  document.body.appendChild(anchor);
  current = new RecaptchaVerifier(firebaseAuth().auth, anchor, { size: 'invisible' });
  return current;
}
