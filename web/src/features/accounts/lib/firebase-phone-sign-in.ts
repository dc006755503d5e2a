/**
 * Firebase's JS SDK behind PhoneSignIn (ADR 0023): `signInWithPhoneNumber` with its reCAPTCHA
 * verifier, then the ID token of the user the code signed in. Its own chunk, imported only by
 * `loadPhoneSignIn` when a person asks for a code while the module is on.
 *
 * The Firebase user is not kept: persistence is in memory and the user is signed out once the token
 * is read; the portal's session is the gateway's. No popup or redirect resolver is set up (phone
 * sign-in needs neither), so nothing loads from the auth domain.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signOut,
  type ConfirmationResult,
} from 'firebase/auth';
import { PhoneSignInError, type PhoneSignInFactory } from './phone-sign-in';

let instances = 0;

export const createFirebasePhoneSignIn: PhoneSignInFactory = (config, host, language) => {
  // An app of its own per dialog: deleting it when the dialog closes leaves nothing behind.
  instances += 1;
  const app = initializeApp(
    { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
    `portal-phone-sign-in-${instances}`,
  );
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  // Firebase words the text it sends and its reCAPTCHA in the person's language.
  auth.languageCode = language;
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });

  let verifier: RecaptchaVerifier | null = null;
  let pending: ConfirmationResult | null = null;

  const freshVerifier = () => {
    verifier?.clear();
    const container = host();
    if (!container) throw new PhoneSignInError(undefined);
    // A new element each time: a cleared verifier leaves its widget's markup behind.
    const element = document.createElement('div');
    container.replaceChildren(element);
    // Invisible: the challenge shows only when Google is unsure; the badge stays in the form.
    verifier = new RecaptchaVerifier(auth, element, { size: 'invisible', badge: 'inline' });
    return verifier;
  };

  return {
    async sendCode(e164: string) {
      pending = await signInWithPhoneNumber(auth, e164, freshVerifier());
    },

    async confirm(code: string) {
      if (!pending) throw new PhoneSignInError(undefined);
      const credential = await pending.confirm(code);
      const token = await credential.user.getIdToken();
      await signOut(auth);
      return token;
    },

    dispose() {
      verifier?.clear();
      verifier = null;
      pending = null;
      void deleteApp(app).catch(() => undefined);
    },
  };
};
