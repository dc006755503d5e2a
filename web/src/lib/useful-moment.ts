/**
 * When the portal may offer push (ADR 0017): after a useful moment (a deposit went through, a
 * reward became claimable), never in the browser session of a first visit, and not again for a
 * month once the person said "not now". Plain storage, read and written here only.
 */
const FIRST_VISIT = 'portal.firstVisit';
const MOMENT = 'portal.pushMoment';
const DISMISSED = 'portal.pushOfferDismissed';
const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers, once, that this session is the browser's first visit (called at start). */
export function noteVisit(): void {
  const local = storage('local');
  if (!local || local.getItem(FIRST_VISIT) !== null) return;
  local.setItem(FIRST_VISIT, String(Date.now()));
  storage('session')?.setItem(FIRST_VISIT, '1');
}

/** Something useful happened (`deposit`, `reward`): push may be offered from the next visit on. */
export function markUsefulMoment(what: 'deposit' | 'reward'): void {
  storage('local')?.setItem(MOMENT, what);
  window.dispatchEvent(new Event('portal:useful-moment'));
}

export function mayOfferPush(): boolean {
  const local = storage('local');
  if (!local || storage('session')?.getItem(FIRST_VISIT) === '1') return false;
  if (local.getItem(MOMENT) === null) return false;
  const dismissed = Number(local.getItem(DISMISSED) ?? 0);
  return !(dismissed > 0 && Date.now() - dismissed < MONTH_MS);
}

export function dismissPushOffer(): void {
  storage('local')?.setItem(DISMISSED, String(Date.now()));
}
