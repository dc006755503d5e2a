import { atom } from 'jotai';

/**
 * A game playing for free is on screen (a trial account's game, or a free-play launch), with the
 * play-money balance it reports (null until it does, or when it never will: a third-party page).
 * Null when no such game is shown. The header then shows this balance, not the wallet's: one
 * balance, the one the game plays with.
 */
export const freePlayGameAtom = atom<{ balance: string | null } | null>(null);
