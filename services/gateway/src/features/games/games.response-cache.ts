/**
 * The cached game menus as answers (http/answer-cache.ts): game lists, hot games, a vendor tab's game
 * types, vendor lanes and lottery menus depend on nothing but their input and the visitor's language (no session, no IP),
 * so the same URL in the same language is the same answer. The bytes live in the process only as
 * long as a menu's in-process copy (GameMenus: at most 5 s, dropped at once on `games.changed` or a
 * resync).
 */
import type { AnswerSource } from '../../http/answer-cache.js';
import { languageOf } from '../../http/visitor.js';
import type { GameMenus } from '../../platform/game-menus.js';

const MENU_PROCEDURES = new Set([
  'games.list',
  'games.hot',
  'games.vassalGameTypes',
  'games.lanes',
  'games.lotteryMenus',
]);

export function menuAnswers(menus: GameMenus): AnswerSource {
  return {
    procedures: MENU_PROCEDURES,
    visitorKey: (request) => languageOf(request.headers, request.cookies ?? {}),
    get stamp() {
      return menus.changeCount;
    },
    answer: (key) => menus.response(key),
    keep: (key, body, stampAtStart) => menus.keepResponse(key, body, stampAtStart),
  };
}
