import { useTranslation } from 'react-i18next';
import { RANGES, type RangeKey } from '@/lib/date-range';

/** The spec's record ranges as a row of toggle buttons (account, profit, bonus and betting records). */
export function RangeChips({ value, onChange }: { value: RangeKey; onChange: (key: RangeKey) => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="chips" role="group" aria-label={t('dateRange.label')}>
      {RANGES.map((key) => (
        <button
          key={key}
          type="button"
          className={`chip${value === key ? ' is-active' : ''}`}
          aria-pressed={value === key}
          onClick={() => onChange(key)}
        >
          {t(`dateRange.${key}`)}
        </button>
      ))}
    </div>
  );
}
