import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from './field';
import { Icon } from './icon';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is typed, as a day is written here: its digits, with the hyphens of yyyy-mm-dd put in. */
export function asDayTyping(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 4) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
}

/**
 * A calendar day, typed or chosen, always written yyyy-mm-dd as the app writes every date (the
 * browser's own date input shows its locale's order instead: mm/dd/yyyy beside a range the page
 * words as 2026-01-07). Typed digits get their hyphens; the calendar button opens the browser's
 * picker, and what it picks is written the same way. Spread a `Field`'s control props onto it.
 */
export function DateInput({
  value,
  onChange,
  className,
  ...control
}: FieldControlProps & { value: string; onChange: (day: string) => void; className?: string }) {
  const { t } = useTranslation('common');
  const picker = useRef<HTMLInputElement>(null);
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // No picker from this browser (or not now): the field takes typing.
      document.getElementById(control.id)?.focus();
    }
  };
  return (
    <span className={`date-input${className ? ` ${className}` : ''}`}>
      <input
        {...control}
        type="text"
        className="field__input date-input__text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('dateInput.format')}
        maxLength={10}
        value={value}
        onChange={(e) => onChange(asDayTyping(e.target.value))}
      />
      <button
        type="button"
        className="icon-btn icon-btn--small date-input__pick"
        aria-label={t('dateInput.choose')}
        onClick={openPicker}
      >
        <Icon name="calendar" size={18} />
      </button>
      <input
        ref={picker}
        type="date"
        className="date-input__native"
        tabIndex={-1}
        aria-hidden="true"
        value={DAY.test(value) ? value : ''}
        onChange={(e) => onChange(e.target.value)}
      />
    </span>
  );
}
