import { authRouter } from '../features/auth/auth.router.js';
import { contentRouter } from '../features/content/content.router.js';
import { gamesRouter } from '../features/games/games.router.js';
import { memberRouter } from '../features/member/member.router.js';
import { sessionRouter } from '../features/session/session.router.js';
import { systemRouter } from '../features/system/system.router.js';
import { createCallerFactory, router } from './init.js';

export const appRouter = router({
  system: systemRouter,
  content: contentRouter,
  games: gamesRouter,
  session: sessionRouter,
  auth: authRouter,
  member: memberRouter,
});

/** The web imports this type only (import type), never the router's code. */
export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
