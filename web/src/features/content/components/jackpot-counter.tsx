import { fromMinor, toMinor } from '@portal/contracts';
import { type RefObject, useEffect, useRef, useState } from 'react';
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
 *
 * The frames between write the figure into the value's text (`valueRef`, through `format`) rather
 * than render: a render a frame, every three seconds for as long as the home page is open, was most
 * of a phone's main-thread work on an idle page. The target is rendered, so React's text and the
 * page's agree once the count ends (and a render in between, a language change, shows the amount
 * the count started from until its next frame).
 */
function useCountUp(
  target: bigint | null,
  format: (value: bigint) => string,
): { shown: bigint | null; valueRef: RefObject<HTMLSpanElement | null> } {
  const [shown, setShown] = useState<bigint | null>(target);
  const shownRef = useRef<bigint | null>(target);
  const valueRef = useRef<HTMLSpanElement | null>(null);
  const formatRef = useRef(format);
  formatRef.current = format;

  useEffect(() => {
    if (target === null) return;
    const from = shownRef.current;
    /** Writes the figure into the value's text; false when there is no text to write into yet. */
    const write = (v: bigint): boolean => {
      shownRef.current = v;
      const text = valueRef.current?.firstChild;
      if (text?.nodeType !== Node.TEXT_NODE) return false;
      text.nodeValue = formatRef.current(v);
      return true;
    };
    // The text as well as the state: a render of a value React already holds (a resync to the
    // amount the count started from) writes nothing, and the frames' figure would stay.
    const show = (v: bigint) => {
      write(v);
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
      if (progress >= 1) return show(target);
      // Ease-out; the fraction is in thousandths so the amount itself stays an integer.
      const eased = BigInt(Math.round((1 - (1 - progress) ** 3) * 1000));
      const v = from + (span * eased) / 1000n;
      if (!write(v)) setShown(v);
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target]);

  return { shown, valueRef };
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
  const format = (value: bigint) => formatMoney(fromMinor(value, WIRE_DECIMALS), i18n.language, decimals);
  const { shown, valueRef } = useCountUp(target, format);

  // Until the first value, a skeleton of the amount's size (JackpotFrame).
  return (
    <JackpotFrame
      amount={
        shown === null ? undefined : (
          <>
            <span className="jackpot__symbol">{currencySymbol}</span>
            <span className="jackpot__value" ref={valueRef}>
              {format(shown)}
            </span>
          </>
        )
      }
    />
  );
}
