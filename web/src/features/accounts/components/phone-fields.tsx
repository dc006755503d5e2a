import { languageFromTag, MOBILE_INPUT_MAX, type LanguageCode } from '@portal/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Ltr } from '@/components/ui/ltr';
import type { CountryCode } from '../api/types';
import { loadPhoneRules } from '../phone-check';
import { TextField, useCountdown } from './form-kit';

/** The spec's 200 ms: long enough for a click on an option to land before the list closes. */
export const COUNTRY_LIST_CLOSE_DELAY_MS = 200;
/** Sends closer together than this are ignored (spec section 9). */
export const SEND_THROTTLE_MS = 1000;

/**
 * The country whose players a language's pages most likely serve, to open the dialing-code picker on
 * (a Thai page on +66). English and Arabic are spoken in too many countries to guess: the brand's
 * first country stays.
 */
const HOME_COUNTRY: Partial<Record<LanguageCode, string>> = {
  CN: 'CN',
  VI: 'VN',
  JA: 'JP',
  TH: 'TH',
  TY: 'PH',
  MS: 'MY',
  TW: 'TW',
  ID: 'ID',
  KO: 'KR',
  KM: 'KH',
  MY: 'MM',
  HI: 'IN',
  BN: 'BD',
  UR: 'PK',
  FA: 'IR',
  HE: 'IL',
  TR: 'TR',
  RU: 'RU',
  UK: 'UA',
  DE: 'DE',
  FR: 'FR',
  ES: 'ES',
  PT: 'PT',
  'PT-BR': 'BR',
  IT: 'IT',
  NL: 'NL',
  PL: 'PL',
  CS: 'CZ',
  DA: 'DK',
  SV: 'SE',
  NO: 'NO',
  FI: 'FI',
  EL: 'GR',
  HU: 'HU',
  RO: 'RO',
};

/**
 * The dialing code a phone field opens on: the page language's country when the brand offers it,
 * else the brand's first (its own order, `countryCodes`); '' when the brand lists none.
 */
export function defaultDialingCode(countries: readonly CountryCode[], language: string): string {
  const home = HOME_COUNTRY[languageFromTag(language)];
  const own = home === undefined ? undefined : countries.find((c) => c.countryCode === home);
  return (own ?? countries[0])?.countryDialingCode ?? '';
}

function dialing(code: string) {
  return code.startsWith('+') ? code : `+${code}`;
}

/** Dialing-code picker: a button that opens a listbox; it closes 200 ms after focus leaves it. */
export function CountryCodeSelect({
  countries,
  value,
  onChange,
}: {
  countries: CountryCode[];
  value: string;
  onChange: (dialingCode: string) => void;
}) {
  const { t } = useTranslation('account-forms');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const closeTimer = useRef<number | undefined>(undefined);
  const optionRefs = useRef<(HTMLLIElement | null)[]>([]);
  const selected = countries.find((c) => c.countryDialingCode === value);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // Every phone field has this picker: fetch the number rules now, so checks are instant later.
  useEffect(() => {
    loadPhoneRules().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!open) return;
    const index = Math.max(
      0,
      countries.findIndex((c) => c.countryDialingCode === value),
    );
    optionRefs.current[index]?.focus();
  }, [open, countries, value]);

  const choose = (code: string) => {
    onChange(code);
    setOpen(false);
  };
  const onOptionKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = (index + (event.key === 'ArrowDown' ? 1 : -1) + countries.length) % countries.length;
      optionRefs.current[next]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const country = countries[index];
      if (country) choose(country.countryDialingCode);
    } else if (event.key === 'Escape') {
      // Closes the list only, not the whole dialog.
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      setOpen(false);
    }
  };

  return (
    <div
      className="country-select"
      onBlur={() => {
        closeTimer.current = window.setTimeout(() => setOpen(false), COUNTRY_LIST_CLOSE_DELAY_MS);
      }}
      onFocus={() => window.clearTimeout(closeTimer.current)}
    >
      <button
        type="button"
        className="country-select__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('fields.countryCode', {
          code: selected ? `${selected.countryCode} ${dialing(selected.countryDialingCode)}` : value,
        })}
        onClick={() => setOpen((v) => !v)}
      >
        <Ltr>{dialing(value)}</Ltr>
        <Icon name="chevronDown" size={14} />
      </button>
      {open ? (
        <ul id={listId} className="country-select__list" role="listbox" aria-label={t('fields.countryList')}>
          {countries.map((c, index) => (
            <li
              key={`${c.countryCode}${c.countryDialingCode}`}
              ref={(el) => {
                optionRefs.current[index] = el;
              }}
              role="option"
              tabIndex={-1}
              aria-selected={c.countryDialingCode === value}
              className="country-select__option"
              onClick={() => choose(c.countryDialingCode)}
              onKeyDown={(e) => onOptionKey(e, index)}
            >
              <span>{c.countryCode}</span>
              <span>
                <Ltr>{dialing(c.countryDialingCode)}</Ltr>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Send-code button: after a successful send it counts down expiredMinutes x 60 s, then re-enables.
 * `onSend` resolves with expiredMinutes, or null when it failed (the form shows why).
 */
export function SendCodeButton({ onSend }: { onSend: () => Promise<number | null> }) {
  const { t } = useTranslation('account-forms');
  const [sending, setSending] = useState(false);
  const lastAttempt = useRef(0);
  const { remaining, start } = useCountdown();
  const counting = remaining > 0;

  const send = async () => {
    const now = Date.now();
    if (sending || counting || now - lastAttempt.current < SEND_THROTTLE_MS) return;
    lastAttempt.current = now;
    setSending(true);
    try {
      const minutes = await onSend();
      if (minutes !== null) start(minutes * 60_000);
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className="btn btn--outline field__addon"
      disabled={counting || sending}
      onClick={() => void send()}
    >
      {sending ? t('sending') : counting ? t('resendIn', { seconds: remaining }) : t('sendCode')}
    </button>
  );
}

/** The SMS code input with its send-code button beside it. */
export function SmsCodeField({
  name,
  code,
  onCode,
  error,
  onSend,
  inputRef,
}: {
  name: string;
  code: string;
  onCode: (code: string) => void;
  error: string | null;
  onSend: () => Promise<number | null>;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('account-forms');
  return (
    <TextField
      name={name}
      inputMode="numeric"
      label={t('fields.smsCode')}
      value={code}
      onChange={onCode}
      error={error}
      required
      autoComplete="one-time-code"
      maxLength={6}
      inputRef={inputRef}
      addon={<SendCodeButton onSend={onSend} />}
    />
  );
}

/**
 * Mobile number (with the dialing-code picker) and the SMS code with its send button: the pair the
 * SMS login and the forgot-by-phone forms share.
 */
export function PhoneCodeFields({
  countries,
  dialingCode,
  onDialingCode,
  mobileNum,
  onMobileNum,
  mobileError,
  code,
  onCode,
  codeError,
  onSend,
}: {
  countries: CountryCode[];
  dialingCode: string;
  onDialingCode: (value: string) => void;
  mobileNum: string;
  onMobileNum: (value: string) => void;
  mobileError: string | null;
  code: string;
  onCode: (value: string) => void;
  codeError: string | null;
  onSend: () => Promise<number | null>;
}) {
  const { t } = useTranslation('account-forms');
  return (
    <>
      <TextField
        name="mobileNum"
        type="tel"
        inputMode="tel"
        label={t('fields.mobileNum')}
        value={mobileNum}
        onChange={onMobileNum}
        error={mobileError}
        required
        autoComplete="tel-national"
        maxLength={MOBILE_INPUT_MAX}
        initialFocus
        prefix={<CountryCodeSelect countries={countries} value={dialingCode} onChange={onDialingCode} />}
      />
      <SmsCodeField name="code" code={code} onCode={onCode} error={codeError} onSend={onSend} />
    </>
  );
}
