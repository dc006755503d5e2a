import type { GameCategory } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { createFakeTrpc, type FakeApi } from './fake-trpc';
import * as account from './account-fixtures';
import * as f from './fixtures';
import { lotteryApi } from './lottery-fixtures';

export function defaultApi(): FakeApi {
  return {
    'system.bootstrap': f.bootstrap(),
    'system.onStatus': undefined,
    'wallet.onBalance': undefined,
    'content.banners': f.banners(),
    'content.notices': f.notices(),
    'content.helpCenter': f.helpCenter(),
    'content.ranking': (input: unknown) => f.ranking((input as { kind: 'deposit' | 'bet' }).kind),
    'content.winners': [],
    'content.onWinners': undefined,
    'games.lanes': f.lanes(),
    'games.list': f.gameList,
    'games.hot': (input: unknown) => {
      const q = input as { gameType: GameCategory; vassalage?: string };
      return f.games(q.gameType, q.vassalage ?? 'ALL').filter((g) => g.isHot);
    },
    'games.vassalGameTypes': f.vassalGameTypes,
    'games.favouriteIds': [],
    'games.favourites': { list: [], pageNo: 1, totalPages: 1, totalCount: 0 },
    'games.recent': { list: [], pageNo: 1, totalPages: 1, totalCount: 0 },
    'pvp.rooms': f.pvpRooms(),
    ...lotteryApi(),
    // Account procedures answer as for a visitor; tests that log in pass account.accountApi().api.
    ...account.accountApi().api,
    'session.state': f.loggedOut,
    'member.me': { info: account.memberInfo(), avatar: null, isAgent: false, isTrial: false },
    'member.balance': account.balance(),
    'promotions.unclaimed': { promotions: 0, rewards: 0 },
    'promotions.onChanged': undefined,
  };
}

/** Renders the real route table at `path` over a fake tRPC link. */
export function renderApp({
  path = '/index',
  api = {},
  chunkTimeoutMs,
}: { path?: string; api?: FakeApi; chunkTimeoutMs?: number } = {}) {
  const fake = createFakeTrpc({ ...defaultApi(), ...api });
  const queryClient = new QueryClient({
    // No refetch on focus unless a query asks for it, as in the app's own client (lib/query-client).
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false },
    },
  });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders
      trpcClient={fake.client}
      queryClient={queryClient}
      {...(chunkTimeoutMs ? { chunkTimeoutMs } : {})}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, fake, user, queryClient };
}
