import { fromMinor, toMinor } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { useJackpot } from '../api/use-jackpot';
import { JackpotFrame } from './home-placeholders';

/** The wire value's scale (hundredths); the brand's decimals only decide what is shown. */
const WIRE_DECIMALS = 2;
const COUNT_UP_MS = 1000;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Counts the shown amount (hundredths, bigint) up to `target` over about a second. A lower target
 * only comes from a resync (a reconnect, a corrected clock): it is shown at once, as is every change
 * when the person asked for reduced motion.
 */
function useCountUp(target: bigint | null): bigint | null {
  const [shown, setShown] = useState<bigint | null>(target);
  const shownRef = useRef<bigint | null>(target);

  useEffect(() => {
    if (target === null) return;
    const from = shownRef.current;
    const show = (v: bigint) => {
      shownRef.current = v;
      setShown(v);
    };
    if (
      from === null ||
      target <= from ||
      prefersReducedMotion() ||
      typeof requestAnimationFrame !== 'function'
    ) {
      show(target);
      return;
    }
    const span = target - from;
    let start: number | null = null;
    let frame = requestAnimationFrame(function step(now) {
      start ??= now;
      const progress = Math.min(1, (now - start) / COUNT_UP_MS);
      // Ease-out; the fraction is in thousandths so the amount itself stays an integer.
      const eased = BigInt(Math.round((1 - (1 - progress) ** 3) * 1000));
      show(from + (span * eased) / 1000n);
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);

  return shown;
}

/**
 * The home page's jackpot: the brand's currency symbol and an amount that rises every few seconds.
 * The amount is named "Jackpot" but is deliberately not a live region: announcing it every three
 * seconds would drown out everything else.
 */
export function JackpotCounter({ currencySymbol, decimals }: { currencySymbol: string; decimals: number }) {
  const { i18n } = useTranslation('content');
  const tick = useJackpot();
  const target = tick ? toMinor(tick.value, WIRE_DECIMALS) : null;
  const shown = useCountUp(target);

  // Until the first value, a skeleton of the amount's size (JackpotFrame).
  return (
    <JackpotFrame
      amount={
        shown === null ? undefined : (
          <>
            <span className="jackpot__symbol">{currencySymbol}</span>
            <span className="jackpot__value">
              {formatMoney(fromMinor(shown, WIRE_DECIMALS), i18n.language, decimals)}
            </span>
          </>
        )
      }
    />
  );
}
