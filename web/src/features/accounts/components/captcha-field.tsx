import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { useCaptcha } from '../api/use-account-mutations';
import { TextField } from './form-kit';

/** The gateway hands out at most one captcha per second; the button waits as long. */
export const CAPTCHA_REFRESH_MS = 1000;

/**
 * Captcha input with its image, fetched on mount. When the server rejects a code (single use) the
 * form remounts this field with a new `key`, which fetches a new image and restarts the 1 s wait.
 */
export function CaptchaField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** Why the field is shown, when the form knows. */
  hint?: string | undefined;
}) {
  const { t } = useTranslation('account-forms');
  const captcha = useCaptcha();
  const [image, setImage] = useState<string | null>(null);
  // An image was just asked for on mount: the next one may come a second later.
  const [cooling, setCooling] = useState(true);
  const timer = useRef<number | undefined>(undefined);
  const { mutateAsync } = captcha;

  const load = () =>
    mutateAsync().then(
      (answer) => setImage(answer.image),
      () => setImage(null),
    );
  const refresh = () => {
    setCooling(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCooling(false), CAPTCHA_REFRESH_MS);
    void load();
  };

  useEffect(() => {
    void load();
    timer.current = window.setTimeout(() => setCooling(false), CAPTCHA_REFRESH_MS);
    // Once per mount; `load` itself is rebuilt every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <TextField
      name="captcha"
      label={t('fields.captcha')}
      value={value}
      onChange={onChange}
      error={error ?? (captcha.isError ? t('errors.captchaLoad') : null)}
      required
      maxLength={16}
      {...(hint ? { hint } : {})}
      addon={
        <span className="captcha">
          {image ? (
            <img className="captcha__image" src={image} alt={t('captchaImage')} width={100} height={40} />
          ) : (
            <span className="captcha__image captcha__image--empty" aria-hidden="true" />
          )}
          <button
            type="button"
            className="icon-btn"
            onClick={refresh}
            disabled={cooling}
            aria-label={t('refreshCaptcha')}
          >
            <Icon name="refresh" size={18} />
          </button>
        </span>
      }
    />
  );
}
