import clsx from 'clsx';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { temperatures } from '../lib/numbers';
import type { VnNumberStat } from '../api/types';

const COLUMNS = 10;

/**
 * The 100 two-digit numbers as a 10 x 10 grid with their hits, hot and cold ones marked. One tab
 * stop: the arrow keys move between numbers (Home/End along a row, Ctrl+Home/End to the corners),
 * and the focused or tapped number is described in full under the grid. A row runs in the page's
 * direction, so in a right-to-left page its next number is to the left and ArrowLeft moves to it.
 */
export function VnNumberGrid({ numbers, labelledBy }: { numbers: VnNumberStat[]; labelledBy: string }) {
  const { t } = useTranslation('lottery');
  const [active, setActive] = useState(0);
  const [described, setDescribed] = useState<number | null>(null);
  const cells = useRef<(HTMLDivElement | null)[]>([]);
  const marks = useMemo(() => temperatures(numbers), [numbers]);
  const rows = Array.from({ length: Math.ceil(numbers.length / COLUMNS) }, (_, r) =>
    numbers.slice(r * COLUMNS, r * COLUMNS + COLUMNS),
  );
  const last = numbers.length - 1;
  const current = Math.min(active, last);

  const describe = (item: VnNumberStat) => {
    const mark = marks.get(item.number);
    return [
      t('panels.hits', { number: item.number, count: item.hits }),
      item.drawsSinceSeen === null
        ? t('panels.notSeen')
        : item.drawsSinceSeen === 0
          ? t('panels.seenLatest')
          : t('panels.seenAgo', { count: item.drawsSinceSeen }),
      ...(mark ? [t(`panels.${mark}`)] : []),
    ].join(', ');
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const rowStart = index - (index % COLUMNS);
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const [forward, back] = rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    const target =
      event.key === forward
        ? index + 1
        : event.key === back
          ? index - 1
          : event.key === 'ArrowDown'
            ? index + COLUMNS
            : event.key === 'ArrowUp'
              ? index - COLUMNS
              : event.key === 'Home'
                ? event.ctrlKey
                  ? 0
                  : rowStart
                : event.key === 'End'
                  ? event.ctrlKey
                    ? last
                    : Math.min(rowStart + COLUMNS - 1, last)
                  : null;
    if (target === null) return;
    event.preventDefault();
    if (target < 0 || target > last) return;
    setActive(target);
    setDescribed(target);
    cells.current[target]?.focus();
  };

  const shown = described === null ? null : numbers[described];
  return (
    <div className="lottery-vn">
      <div role="grid" aria-labelledby={labelledBy} className="lottery-vn-grid">
        {rows.map((row, r) => (
          <div role="row" key={r} className="lottery-vn-grid__row">
            {row.map((item, c) => {
              const index = r * COLUMNS + c;
              const mark = marks.get(item.number);
              return (
                <div
                  key={item.number}
                  ref={(el) => {
                    cells.current[index] = el;
                  }}
                  role="gridcell"
                  tabIndex={index === current ? 0 : -1}
                  className={clsx('lottery-vn-number', mark && `is-${mark}`)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  onFocus={() => {
                    setActive(index);
                    setDescribed(index);
                  }}
                >
                  <span className="visually-hidden">{describe(item)}</span>
                  <span className="lottery-vn-number__value" aria-hidden="true">
                    {item.number}
                  </span>
                  <span className="lottery-vn-number__hits" aria-hidden="true">
                    {item.hits}
                  </span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p className="lottery-vn__detail" aria-hidden="true">
        {shown ? describe(shown) : t('panels.gridHelp')}
      </p>
      <ul className="lottery-vn__legend" aria-label={t('panels.legend')}>
        <li>
          <span className="lottery-vn__swatch is-hot" aria-hidden="true" />
          {t('panels.legendHot')}
        </li>
        <li>
          <span className="lottery-vn__swatch is-cold" aria-hidden="true" />
          {t('panels.legendCold')}
        </li>
        <li>
          <span className="lottery-vn__swatch" aria-hidden="true" />
          {t('panels.legendHits')}
        </li>
      </ul>
    </div>
  );
}
