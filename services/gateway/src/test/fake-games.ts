/**
 * The games part of the fake platform, registered from `gamesEndpoints`: vendor lanes, a small
 * catalogue (game list, hot games, lottery menus), a member's favourites and recent games, launching
 * and the betting record, in memory. Queries and bodies are parsed with the descriptors' own schemas,
 * so the fake accepts and refuses what the contract says; refusals use the platform's codes.
 */
import {
  fromMinor,
  gamesEndpoints,
  PVP_ROOMS,
  SLOT_CLASSIFY,
  toMinor,
  type BetRecord,
  type BetRecordQuery,
  type Game,
  type GameCategory,
  type MemberGames,
  type MemberGamesQuery,
  type PlaySession,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FakeAccountsState } from './fake-accounts.js';
import { fakeFail, fakeRoute } from './fake-route.js';
import * as fx from './fixtures.js';

export interface FakeGamesState {
  /** Every game the brand offers, in catalogue order. */
  catalogue: Game[];
  /** Vendor codes under maintenance (launching their games is refused). */
  maintenance: Set<string>;
  /** account -> favourite game ids, newest first. */
  favourites: Map<string, number[]>;
  /** account -> launched game ids, newest first. */
  recent: Map<string, number[]>;
  /** account -> the rounds of its betting record, newest first. */
  rounds: Map<string, BetRecord[]>;
  /** account -> its play session (nothing played since the login when absent). */
  playSessions: Map<string, PlaySession>;
  /** Makes the game list answer 500 SYSTEM_ERROR (the platform failing). */
  listDown: boolean;
}

export function fakeGame(
  nodeId: number,
  vendor: string,
  gameType: GameCategory,
  extra: Partial<Game> = {},
): Game {
  return {
    nodeId,
    gameCode: `G${nodeId}`,
    gameName: `Game ${nodeId}`,
    vendor,
    gameType,
    vassalage: null,
    gameClassify: gameType === 'RNG' ? 'SC' : null,
    minBet: '0.01',
    isHot: false,
    isNew: false,
    freePlay: false,
    defaultPlayType: null,
    icon: `/game/${nodeId}.svg`,
    ...extra,
  };
}

/**
 * V1 (RNG): three named slots; V2 (RNG): 25 numbered slots (more than a page of 21); V4 (PVP): the
 * Niu-Niu table (with rooms) and another card game; V3 (LIVE): a table. The vendors are those of the
 * fixtures' vendor lanes.
 */
export function fakeCatalogue(): Game[] {
  return [
    fakeGame(101, 'V1', 'RNG', { gameName: 'Lucky Seven', isHot: true, freePlay: true }),
    fakeGame(102, 'V1', 'RNG', { gameName: 'Dragon Gold', gameClassify: 'JP', minBet: '0.05' }),
    fakeGame(103, 'V1', 'RNG', { gameName: 'Seven Seas', gameClassify: 'VP', minBet: '0.5', isHot: true }),
    ...Array.from({ length: 25 }, (_, i) => fakeGame(201 + i, 'V2', 'RNG')),
    fakeGame(401, 'V4', 'PVP', { gameCode: 'DEMONIUNIU', gameName: 'Niu-Niu', gameClassify: null }),
    fakeGame(402, 'V4', 'PVP', { gameName: 'Tongits', gameClassify: null, freePlay: true }),
    fakeGame(301, 'V3', 'LIVE', { gameName: 'Baccarat', gameClassify: null, isHot: true }),
  ];
}

/** A settled round of `bet` staked and `win` paid (null: pending), in a 2-decimal currency. */
export function fakeRound(
  roundId: string,
  day: string,
  bet: string,
  win: string | null,
  game: Game,
): BetRecord {
  const settled = win !== null;
  return {
    roundId,
    vendor: game.vendor,
    gameCode: game.gameCode,
    gameName: game.gameName,
    gameType: game.gameType,
    bet,
    validBet: settled ? bet : '0.00',
    win,
    profit: settled ? fromMinor(toMinor(win, 2) - toMinor(bet, 2), 2) : null,
    status: settled ? 'settled' : 'pending',
    createdAt: `${day}T10:00:00.000Z`,
    settledAt: settled ? `${day}T10:01:00.000Z` : null,
  };
}

export function newGamesState(): FakeGamesState {
  return {
    catalogue: fakeCatalogue(),
    maintenance: new Set(),
    favourites: new Map(),
    recent: new Map(),
    rounds: new Map(),
    playSessions: new Map(),
    listDown: false,
  };
}

const TRIAL_TYPE = 4;

/** Parses a request part with the descriptor's schema; answers 400 request_param_err when it fails. */
function parsed<S extends z.ZodType>(
  schema: S,
  input: unknown,
  reply: FastifyReply,
): { ok: true; data: z.output<S> } | { ok: false; reply: FastifyReply } {
  const result = schema.safeParse(input ?? {});
  if (result.success) return { ok: true, data: result.data };
  const fields = Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  return { ok: false, reply: fakeFail(reply, 400, 'request_param_err', fields) };
}

function page<T>(all: T[], pageNo: number, pageSize: number) {
  return {
    items: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalCount: all.length,
    totalPages: Math.ceil(all.length / pageSize),
  };
}

const tabOf = (g: Game) => g.vassalage ?? g.vendor;

export function registerFakeGames(app: FastifyInstance, state: FakeGamesState, accounts: FakeAccountsState) {
  const e = gamesEndpoints;
  const memberOf = (req: FastifyRequest) => {
    const account = accounts.tokens.get(String(req.headers.authorization ?? ''));
    return account === undefined ? undefined : accounts.members.get(account);
  };
  const notSession = (reply: FastifyReply) => fakeFail(reply, 401, 'login.not.session');
  const gameOf = (nodeId: number) => state.catalogue.find((g) => g.nodeId === nodeId);
  const memberGames = (ids: number[], q: MemberGamesQuery): MemberGames => {
    const games = ids
      .map(gameOf)
      .filter((g): g is Game => g !== undefined)
      .filter(
        (g) => (!q.gameType || g.gameType === q.gameType) && (!q.vassalage || tabOf(g) === q.vassalage),
      );
    const { items, totalCount, totalPages } = page(games, q.pageNo, q.pageSize);
    return { list: items, pageNo: q.pageNo, totalPages, totalCount };
  };

  fakeRoute(app, e.vendorLanes, () => fx.vendorLanes);
  fakeRoute(app, e.gameMenus, () => ({
    LOTT: [
      { gameCode: 'VN1', gameName: 'North', gameId: 1, nodeId: 9, defaultPlayType: 'A', prizeMode: 'Lott' },
    ],
  }));
  fakeRoute(app, e.gameList, (req, reply) => {
    if (state.listDown) return fakeFail(reply, 500, 'SYSTEM_ERROR');
    const q = parsed(e.gameList.query, req.query, reply);
    if (!q.ok) return q.reply;
    const { gameType, vassalage, gameClassify, gameName, minBet, pageNo, pageSize } = q.data;
    const name = gameName?.toLowerCase();
    const games = state.catalogue.filter(
      (g) =>
        g.gameType === gameType &&
        (!vassalage || tabOf(g) === vassalage) &&
        (!gameClassify || g.gameClassify === gameClassify) &&
        (!name || g.gameName.toLowerCase().includes(name)) &&
        (!minBet || minBet === 'all' || g.minBet === minBet),
    );
    const { items, totalCount, totalPages } = page(games, pageNo, pageSize);
    return { games: items, pageNo, totalPages, totalCount };
  });
  fakeRoute(app, e.hotGames, (req, reply) => {
    const q = parsed(e.hotGames.query, req.query, reply);
    if (!q.ok) return q.reply;
    const { gameType, vassalage } = q.data;
    return {
      list: state.catalogue.filter(
        (g) => g.isHot && g.gameType === gameType && (!vassalage || tabOf(g) === vassalage),
      ),
    };
  });
  fakeRoute(app, e.vassalGameTypes, (req, reply) => {
    const q = parsed(e.vassalGameTypes.query, req.query, reply);
    if (!q.ok) return q.reply;
    const { gameType, vassalage } = q.data;
    const games = state.catalogue.filter(
      (g) => g.gameType === gameType && (!vassalage || tabOf(g) === vassalage),
    );
    if (vassalage && games.length === 0) return fakeFail(reply, 400, 'NOT_FOUND', { vassalage: 'NOT_FOUND' });
    return {
      gameCount: games.length,
      list: SLOT_CLASSIFY.flatMap((gameClassify) => {
        const gameCount = games.filter((g) => g.gameClassify === gameClassify).length;
        return gameCount > 0 ? [{ gameClassify, gameCount }] : [];
      }),
    };
  });
  // Favourites and recent games answer the same page of the member's games, each from its own list.
  for (const [endpoint, list] of [
    [e.favourites, 'favourites'],
    [e.recentGames, 'recent'],
  ] as const) {
    fakeRoute(app, endpoint, (req, reply) => {
      const member = memberOf(req);
      if (!member) return notSession(reply);
      const q = parsed(endpoint.query, req.query, reply);
      if (!q.ok) return q.reply;
      return memberGames(state[list].get(member.account) ?? [], q.data);
    });
  }
  fakeRoute(app, e.favouriteIds, (req, reply) => {
    const member = memberOf(req);
    if (!member) return notSession(reply);
    return { ids: state.favourites.get(member.account) ?? [] };
  });
  fakeRoute(app, e.favouriteToggle, (req, reply) => {
    const member = memberOf(req);
    if (!member) return notSession(reply);
    const b = parsed(e.favouriteToggle.body, req.body, reply);
    if (!b.ok) return b.reply;
    const { nodeId, vendor, gameType, favourite } = b.data;
    const game = gameOf(nodeId);
    if (!game || game.vendor !== vendor || game.gameType !== gameType) {
      return fakeFail(reply, 400, 'NOT_FOUND', { nodeId: 'NOT_FOUND' });
    }
    const others = (state.favourites.get(member.account) ?? []).filter((id) => id !== nodeId);
    state.favourites.set(member.account, favourite ? [nodeId, ...others] : others);
    return { nodeId, favourite };
  });
  /** A game's launch once found: maintenance, free play and trial refusals, recorded as recent. */
  const launchGame = (
    reply: FastifyReply,
    member: { account: string; type: number },
    game: Game,
    q: { accountType: number; language?: string | undefined },
    extra: Record<string, string> = {},
  ) => {
    const trial = member.type === TRIAL_TYPE;
    if (state.maintenance.has(game.vendor)) return fakeFail(reply, 400, 'VENDOR_MAINTENANCE');
    if ((q.accountType === 0 || trial) && !game.freePlay) {
      return trial
        ? fakeFail(reply, 400, 'TRIAL_ACCOUNT', { accountType: 'TRIAL_ACCOUNT' })
        : fakeFail(reply, 400, 'function.not.available', { accountType: 'function.not.available' });
    }
    const recent = (state.recent.get(member.account) ?? []).filter((id) => id !== game.nodeId);
    state.recent.set(member.account, [game.nodeId, ...recent]);
    const url = new URLSearchParams({
      game: game.gameCode,
      money: q.accountType === 0 || trial ? 'fun' : 'real',
      lang: q.language ?? '',
      ...extra,
    });
    const page = game.gameCode === 'DEMONIUNIU' ? 'niuniu' : 'slot';
    return { content: { game_url: `/demo-vendor/${page}?${url.toString()}` } };
  };
  fakeRoute(app, e.launchPvp, (req, reply) => {
    const member = memberOf(req);
    if (!member) return notSession(reply);
    const b = parsed(e.launchPvp.body, req.body, reply);
    if (!b.ok) return b.reply;
    const game = gameOf(b.data.nodeId);
    if (!game) return fakeFail(reply, 400, 'NOT_FOUND', { nodeId: 'NOT_FOUND' });
    if (game.gameType !== 'PVP') return fakeFail(reply, 400, 'request_param_err', { nodeId: 'not_pvp_game' });
    const rooms = game.gameCode === 'DEMONIUNIU' ? PVP_ROOMS.map((r) => r.roomId) : [];
    if (b.data.roomId !== undefined && !rooms.includes(b.data.roomId)) {
      return fakeFail(reply, 400, 'NOT_FOUND', { roomId: 'room_unknown' });
    }
    return launchGame(reply, member, game, b.data, b.data.roomId ? { room: b.data.roomId } : {});
  });
  fakeRoute(app, e.launch, (req, reply) => {
    const member = memberOf(req);
    if (!member) return notSession(reply);
    const q = parsed(e.launch.query, req.query, reply);
    if (!q.ok) return q.reply;
    const query = q.data;
    const trial = member.type === TRIAL_TYPE;
    if (query.launchMode === 'LOTT') {
      const url = new URLSearchParams({
        vendor: query.vassalage ?? '',
        game: query.lottoGameCode ?? '',
        view: query.lottoView ?? '',
        money: query.accountType === 0 || trial ? 'fun' : 'real',
        back: query.backUrl ?? '',
      });
      return { content: { game_url: `/demo-vendor/lottery?${url.toString()}` } };
    }
    const game = query.nodeId === undefined ? undefined : gameOf(query.nodeId);
    if (!game) return fakeFail(reply, 400, 'NOT_FOUND', { nodeId: 'NOT_FOUND' });
    if (game.gameType === 'PVP') {
      return fakeFail(reply, 400, 'request_param_err', { nodeId: 'pvp_launch_is_post' });
    }
    return launchGame(reply, member, game, query);
  });
  fakeRoute(app, e.playSession, (req, reply) => {
    const member = memberOf(req);
    if (!member) return notSession(reply);
    return (
      state.playSessions.get(member.account) ?? {
        startedAt: '2026-01-01T00:00:00.000Z',
        rounds: 0,
        bet: '0.00',
        win: '0.00',
        net: '0.00',
        turnoverRemaining: '0.00',
      }
    );
  });
  fakeRoute(app, e.betRecords, (req, reply) => {
    const member = memberOf(req);
    if (!member) return notSession(reply);
    const q = parsed(e.betRecords.query, req.query, reply);
    if (!q.ok) return q.reply;
    if (q.data.endDate < q.data.startDate) return fakeFail(reply, 400, 'RECORD_RANGE_INVALID');
    return betRecordsOf(state.rounds.get(member.account) ?? [], q.data);
  });
}

/** The record's page and the summary over every matching round (see BetRecordsSchema). */
function betRecordsOf(rounds: BetRecord[], q: BetRecordQuery) {
  const matching = rounds.filter((r) => {
    const day = r.createdAt.slice(0, 10);
    return (
      day >= q.startDate &&
      day <= q.endDate &&
      (!q.status || r.status === q.status) &&
      (!q.gameType || r.gameType === q.gameType) &&
      (!q.vendor || r.vendor === q.vendor)
    );
  });
  const sum = (pick: (r: BetRecord) => string | null) =>
    matching.reduce((total, r) => total + toMinor(pick(r) ?? '0', 2), 0n);
  const settled = matching.filter((r) => r.status === 'settled');
  const validBet = sum((r) => r.validBet);
  const win = settled.reduce((total, r) => total + toMinor(r.win ?? '0', 2), 0n);
  const pendingBet = matching
    .filter((r) => r.status === 'pending')
    .reduce((t, r) => t + toMinor(r.bet, 2), 0n);
  return {
    list: page(matching, q.pageNo, q.pageSize).items,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    totalCount: matching.length,
    summary: {
      bet: fromMinor(validBet + pendingBet, 2),
      validBet: fromMinor(validBet, 2),
      win: fromMinor(win, 2),
      profit: fromMinor(win - validBet, 2),
      pendingBet: fromMinor(pendingBet, 2),
      rounds: matching.length,
      pendingRounds: matching.length - settled.length,
    },
  };
}
