/** The portal's own demo slot, by its launch address: the game whose rounds are provably fair. */
export function isFairDemoGame(src: string): boolean {
  try {
    return new URL(src, window.location.href).pathname.endsWith('/demo-vendor/slot');
  } catch {
    return false;
  }
}

/** The demo slot's round ids (real money DS-, free play DF-): the betting record links them. */
export const FAIR_ROUND_ID = /^D[SF]-[A-Za-z0-9_-]{8,32}-[A-Za-z0-9_-]{1,64}$/;

/** The verifier page, with a round to load. */
export const VERIFIER_PATH = '/fairness';
export function verifierHref(roundId?: string): string {
  return roundId ? `${VERIFIER_PATH}?roundId=${encodeURIComponent(roundId)}` : VERIFIER_PATH;
}
