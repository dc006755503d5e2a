/**
 * The translation namespaces (one JSON file per language each, `locales/<lng>/<ns>.json`). No imports:
 * vite.config.ts reads this too, to bundle each language's shell strings as one chunk.
 */
export const NAMESPACES = [
  'common',
  'layout',
  'system',
  'games',
  'content',
  // The logged-in header's account words (balance, deposit, the account menu): shell.
  'accounts',
  // The account dialogs' and the security centre's (login, register, passwords, verification,
  // profile, validation, errors): loaded with the dialogs' chunk, never before the first paint.
  'account-forms',
  'wallet',
  'payments',
  'messages',
  'bets',
  'lottery',
  'promotions',
  'agent',
  'points',
  'protection',
  'referral',
  'missions',
  // The provably-fair panel beside the demo slot and the round verifier.
  'fairness',
  // Installing the app and web push: the security centre's notifications, the offer, the install
  // card; its `offline` and `notification` words are also built into the service worker.
  'pwa',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * What the shell (status screens, header, navigation, footer, the home and game list pages, the
 * logged-in header) words: loaded, as one request, before the first render. The rest of a
 * language's strings are a second chunk, loaded with the first page or dialog that needs them.
 */
export const SHELL_NAMESPACES = [
  'common',
  'layout',
  'system',
  'games',
  'content',
  'accounts',
] as const satisfies readonly Namespace[];
