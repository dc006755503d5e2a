import { useRef } from 'react';
import { nextTabIndex } from '@/lib/roving-tabs';

/** A row of WAI-ARIA tabs (arrows move between them); the panel is the caller's (the promotions and point-mall pages; the look is `.promo-tabs`). */
export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  idPrefix,
}: {
  label: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  idPrefix: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  return (
    <div role="tablist" aria-label={label} className="promo-tabs">
      {tabs.map((tab, index) => (
        <button
          key={tab.value}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.value}`}
          aria-selected={tab.value === value}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.value === value ? 0 : -1}
          className="promo-tabs__tab"
          onClick={() => onChange(tab.value)}
          onKeyDown={(e) => {
            const next = nextTabIndex(e.key, index, tabs.length);
            const target = next === null ? undefined : tabs[next];
            if (next === null || !target) return;
            e.preventDefault();
            onChange(target.value);
            refs.current[next]?.focus();
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
