import { PhoneSignInCode, type FirebaseWebConfig } from '@portal/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../api/errors';
import {
  FIREBASE_RESEND_MINUTES,
  PhoneSignInError,
  phoneSignInErrorOf,
  type CodeField,
  type PhoneSignIn,
  type PhoneSignInFactory,
} from '../lib/phone-sign-in';
import { checkPhone } from '../phone-check';
import type { useFormErrors } from './use-form-errors';

/** Firebase's JS SDK, fetched the first time a code is asked for (it never ships with a page). */
async function loadPhoneSignIn(): Promise<PhoneSignInFactory> {
  return (await import('../lib/firebase-phone-sign-in')).createFirebasePhoneSignIn;
}

/** The platform's answers after which the token in hand is of no more use: a new code is needed. */
const SPENT_TOKEN_CODES = new Set<string>([
  PhoneSignInCode.firebaseTokenInvalid,
  PhoneSignInCode.firebaseTokenExpired,
  PhoneSignInCode.firebaseTokenUsed,
  PhoneSignInCode.firebasePhoneMissing,
  PhoneSignInCode.firebasePhoneMismatch,
]);

export interface FirebasePhone {
  /** Where Firebase draws its reCAPTCHA (an invisible one shows only its badge): inside the form. */
  host: ReactNode;
  /**
   * The send button's action: the number checked, then Firebase texts the code (SDK loaded now, the
   * first time). The minutes its countdown runs, or null with the problem shown.
   */
  send(dialing: string, mobileNum: string): Promise<number | null>;
  /**
   * The ID token for the number as typed now, proven by `code`: null when no code was sent to this
   * number (the form says to ask for one). A token once proven is kept for the number, so a form
   * refused for another reason is sent again without a new code.
   */
  token(dialing: string, mobileNum: string, code: string): Promise<string | null>;
  /** After the platform refused the token: forgets it and the code, so a new code is asked for. */
  refused(error: unknown): void;
}

/**
 * Phone sign-in by Firebase for a form (ADR 0023), or null while the module is off: the SMS code of
 * the form then comes from Firebase, which sends it and checks it, and the form sends the ID token.
 */
export function usePhoneSignIn(
  config: FirebaseWebConfig | null,
  errors: Pick<ReturnType<typeof useFormErrors>, 'reset' | 'fromServer'>,
  codeField: CodeField,
): FirebasePhone | null {
  const { i18n } = useTranslation();
  const hostRef = useRef<HTMLDivElement | null>(null);
  const session = useRef<PhoneSignIn | null>(null);
  const sentTo = useRef<string | null>(null);
  const proven = useRef<{ e164: string; token: string } | null>(null);

  useEffect(
    () => () => {
      session.current?.dispose();
      session.current = null;
    },
    [],
  );

  if (!config) return null;

  /** The number in E.164, or a refusal on the mobile field (worded like the gateway's). */
  const numberOf = async (dialing: string, mobileNum: string) => {
    const checked = await checkPhone(dialing, mobileNum);
    if (checked.problem) throw new PhoneSignInError('VALIDATION', { mobileNum: checked.problem.key });
    // The number rules did not download (offline): nothing can be sent.
    if (!checked.e164) throw new PhoneSignInError(undefined);
    return checked.e164;
  };

  return {
    host: <div ref={hostRef} className="phone-sign-in__captcha" />,

    async send(dialing, mobileNum) {
      try {
        const e164 = await numberOf(dialing, mobileNum);
        errors.reset();
        if (!session.current) {
          const create = await loadPhoneSignIn();
          session.current = create(config, () => hostRef.current, i18n.language);
        }
        await session.current.sendCode(e164);
        sentTo.current = e164;
        proven.current = null;
        return FIREBASE_RESEND_MINUTES;
      } catch (error) {
        errors.fromServer(phoneSignInErrorOf(error, codeField));
        return null;
      }
    },

    async token(dialing, mobileNum, code) {
      try {
        const e164 = await numberOf(dialing, mobileNum);
        if (proven.current?.e164 === e164) return proven.current.token;
        if (sentTo.current !== e164 || !session.current) return null;
        const token = await session.current.confirm(code);
        proven.current = { e164, token };
        return token;
      } catch (error) {
        throw phoneSignInErrorOf(error, codeField);
      }
    },

    refused(error) {
      const code = errorCode(error);
      if (code && SPENT_TOKEN_CODES.has(code)) {
        proven.current = null;
        sentTo.current = null;
      }
    },
  };
}
