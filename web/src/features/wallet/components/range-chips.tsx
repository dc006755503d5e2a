import { useTranslation } from 'react-i18next';
import { RANGES, type RangeKey } from '../lib/date-range';

/** The spec's record ranges as a row of toggle buttons. */
export function RangeChips({ value, onChange }: { value: RangeKey; onChange: (key: RangeKey) => void }) {
  const { t } = useTranslation('wallet');
  return (
    <div className="chips" role="group" aria-label={t('records.range')}>
      {RANGES.map((key) => (
        <button
          key={key}
          type="button"
          className={`chip${value === key ? ' is-active' : ''}`}
          aria-pressed={value === key}
          onClick={() => onChange(key)}
        >
          {t(`records.ranges.${key}`)}
        </button>
      ))}
    </div>
  );
}
