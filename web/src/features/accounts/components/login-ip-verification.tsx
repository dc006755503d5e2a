import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SmsCodeField } from './phone-fields';

type Props = {
  /** The account's mobile as the platform masks it ("+84 9*****678"); null when none came. */
  maskedMobile: string | null;
  code: string;
  onCodeChange: (code: string) => void;
  /** The translated message of the code field, if any. */
  error: string | null;
  /** Sends the code; resolves with expiredMinutes, or null when it failed (the form shows why). */
  onSend: () => Promise<number | null>;
};

/**
 * The login's second step when the platform (module LOGINIPVERF3) sees the account log in from a new
 * IP: a code is sent to the account's own mobile and the login is sent again with it. The parent form
 * keeps the credentials, the captcha, the alert, the submit button and the way back.
 */
export function LoginIpVerificationFields({ maskedMobile, code, onCodeChange, error, onSend }: Props) {
  const { t } = useTranslation('account-forms');
  const codeRef = useRef<HTMLInputElement>(null);

  // The step replaces the password fields under the person's focus: move it to the code.
  useEffect(() => codeRef.current?.focus(), []);

  return (
    <>
      <p className="auth-form__intro">
        {maskedMobile ? t('loginIp.intro', { mobile: maskedMobile }) : t('loginIp.introNoNumber')}
      </p>
      <SmsCodeField
        name="ipVerificationCode"
        code={code}
        onCode={onCodeChange}
        error={error}
        onSend={onSend}
        inputRef={codeRef}
      />
    </>
  );
}
