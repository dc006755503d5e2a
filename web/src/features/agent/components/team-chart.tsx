import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDay } from '@/lib/dates';
import { directionOf } from '@/lib/i18n';
import { numberFormat } from '@/lib/locale-format';
import type { TeamDay } from '../api/types';
import { teamNetLoss } from './parts';

/** Series of the chart and the theme token each is drawn in (tokens.css: readable in both themes). */
const SERIES = [
  { label: 'stats.deposits', token: '--brand', value: (d: TeamDay) => Number(d.deposits) },
  { label: 'stats.validBets', token: '--accent-deep', value: (d: TeamDay) => Number(d.validBets) },
  // The team's result from the agent's side, as every figure of the centre (parts.tsx).
  {
    label: 'contracts.figures.netLoss',
    token: '--hot',
    value: (d: TeamDay) => Number(teamNetLoss(d.profitLoss)),
  },
] as const;

function token(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

const DAY_S = 86_400;
/** Tick steps of the day axis: one day and multiples of it. */
const DAY_STEPS = [1, 2, 3, 7, 14, 28].map((n) => n * DAY_S);

function dayToSeconds(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000;
}

function dayOf(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/**
 * How the chart lies in the page's direction: right to left, time runs leftward (the first day at
 * the right, as the page reads) and the amounts' axis stands at the right edge, where a line begins.
 */
function chartDirection(direction: 'rtl' | 'ltr'): { xDir: 1 | -1; amountsSide: 1 | 3 } {
  // uPlot's sides: 1 is the right edge, 3 the left.
  return direction === 'rtl' ? { xDir: -1, amountsSide: 1 } : { xDir: 1, amountsSide: 3 };
}

/**
 * The range by day (deposits, valid bets, team net loss) as a uPlot line chart: its own chunk, loaded
 * only when the overview shows. Colours come from the theme's tokens and are read again when the
 * theme switches; the chart follows its box's width.
 */
export default function TeamChart({ days, format }: { days: TeamDay[]; format: (amount: string) => string }) {
  const { t, i18n } = useTranslation('agent');
  const boxRef = useRef<HTMLDivElement>(null);
  const formatRef = useRef(format);
  useEffect(() => {
    formatRef.current = format;
  });

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let chart: uPlot | null = null;
    const data: uPlot.AlignedData = [
      days.map((d) => dayToSeconds(d.day)),
      ...SERIES.map((s) => days.map(s.value)),
    ];
    // Axis figures stay short (12K, 1.2M) so they fit beside the plot in any language.
    const compact = numberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
    const { xDir, amountsSide } = chartDirection(directionOf(i18n.language));
    const build = () => {
      chart?.destroy();
      const text = token('--text', '#16201b');
      const grid = token('--border', '#d9d1bc');
      const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
      chart = new uPlot(
        {
          width: Math.max(box.clientWidth, 280),
          height: 240,
          // Not a time scale: its splits would fall on the viewer's local midnights, and the days are
          // the brand's calendar days (UTC midnights here).
          scales: { x: { time: false, dir: xDir } },
          axes: [
            {
              ...axis,
              // Whole days only (the data is per day): no "12pm" ticks between them.
              incrs: DAY_STEPS,
              values: (_u, splits) =>
                splits.map((v) => formatDay(dayOf(v), i18n.language, { month: '2-digit', day: '2-digit' })),
            },
            {
              ...axis,
              side: amountsSide,
              size: 64,
              values: (_u, splits) => splits.map((v) => compact.format(v)),
            },
          ],
          series: [
            {
              label: t('chart.day'),
              // Off the plot the legend shows the range's last day rather than empty values.
              value: (u, v, _s, idx) => {
                const x = idx == null ? u.data[0].at(-1) : v;
                return x == null ? '' : formatDay(dayOf(x), i18n.language);
              },
            },
            ...SERIES.map((s, i) => ({
              label: t(s.label),
              stroke: token(s.token, ['#0b6e4f', '#b8860b', '#c2410c'][i] ?? '#000'),
              width: 2,
              value: (u: uPlot, v: number | null, sidx: number, idx: number | null) => {
                const y = idx == null ? u.data[sidx]?.at(-1) : v;
                return y == null ? '' : formatRef.current(String(y));
              },
            })),
          ],
          legend: { live: true },
        },
        data,
        box,
      );
    };
    build();
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => chart?.setSize({ width: Math.max(box.clientWidth, 280), height: 240 }));
    resize?.observe(box);
    // The theme is an attribute of <html> (PreferencesSync): redraw in the new colours.
    const theme = new MutationObserver(build);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      resize?.disconnect();
      theme.disconnect();
      chart?.destroy();
    };
  }, [days, t, i18n.language]);

  return <div ref={boxRef} className="agent-chart__canvas" aria-hidden="true" />;
}
