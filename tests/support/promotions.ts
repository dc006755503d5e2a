/**
 * An operator's promotion for the cross-service tests: running since yesterday for ten days, open
 * to everyone, every kind's own fields empty unless `extra` gives them (POST /admin/promotions).
 */
import { BRAND_TIME_ZONE } from './days.js';

const DAY = 86_400_000;

/** The demo brand's zone: the operator writes times in it ("YYYY-MM-DD HH:mm:ss"). */
export const brandTime = (d: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: BRAND_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(d);

export function promotionBody(kind: string, label: string, extra: Record<string, unknown> = {}) {
  return {
    kind,
    category: 'event',
    audience: { type: 'all' },
    title: { EN: `${label} ${kind}` },
    summary: { EN: label.toLowerCase() },
    body: { EN: `<p>${label.toLowerCase()}</p>` },
    terms: { EN: label.toLowerCase() },
    bannerUrl: null,
    startsAt: brandTime(new Date(Date.now() - DAY)),
    endsAt: brandTime(new Date(Date.now() + 10 * DAY)),
    percent: null,
    cap: null,
    minDeposit: null,
    reload: false,
    turnoverMultiplier: 1,
    rebateBasis: null,
    prizes: null,
    drawEvery: null,
    drawBasis: null,
    ...extra,
  };
}
