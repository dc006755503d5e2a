/**
 * The lottery part of the fake platform, registered from `lotteryEndpoints` (bare JSON like the
 * platform's other /lgw calls): results, popular games, number statistics and the VN menu, drawn
 * from the fixtures around the latest draw the test sets.
 */
import { lotteryEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { fakeRoute } from './fake-route.js';
import * as fx from './fixtures.js';

export function registerFakeLottery(app: FastifyInstance, state: { lotteryDraw: number }) {
  const e = lotteryEndpoints;
  fakeRoute(app, e.openedNumero, (req) => {
    const { gameCode, count } = e.openedNumero.query.parse(req.query);
    return Array.from({ length: Math.min(count, state.lotteryDraw) }, (_, i) =>
      fx.openedNumero(gameCode, state.lotteryDraw - i),
    );
  });
  fakeRoute(app, e.popular, (req) =>
    fx.popularLotteryGames().slice(0, e.popular.query.parse(req.query).count),
  );
  fakeRoute(app, e.vnNumbers, (req) => {
    const { gameCode, count } = e.vnNumbers.query.parse(req.query);
    return fx.vnNumbers(gameCode, count, state.lotteryDraw);
  });
  fakeRoute(app, e.vnMenu, (req) =>
    fx.vnGameMenu(e.vnMenu.query.parse(req.query).prizeMode ?? 'Lott', state.lotteryDraw + 1),
  );
}
