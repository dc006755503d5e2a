import { randomBytes } from 'node:crypto';
import {
  CATEGORY_ORDER,
  ErrorCode,
  PVP_LAUNCH_IS_POST,
  type AdminVendorPatch,
  type BetRecordQuery,
  type BetRecords,
  type BetRecordStatus,
  type FavouriteToggle,
  type Game,
  type GameCategory,
  type GameList,
  type GameListQuery,
  type GamePlatform,
  type LaunchGameQuery,
  type LaunchGameResult,
  type LotteryMenus,
  type MemberGames,
  type MemberGamesQuery,
  type PlaySession,
  type PvpLaunchBody,
  type SlotClassify,
  type VassalGameTypes,
  type VassalGameTypesQuery,
  type VendorCard,
  type VendorLanes,
  type VendorLanesQuery,
  validBetMinor,
  DisputeStateSchema,
  localized,
  requestedPlatforms,
  SLOT_CLASSIFY,
} from '@portal/contracts';
import { AppError } from '../../lib/errors.js';
import { money } from '../../lib/money.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { LAUNCH_TICKET_TTL_MS, signLaunchTicket } from '../demo-vendor/demo-vendor.ticket.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { GameFilter, GamesRepository } from './games.repository.js';
import { gameUrl, isPlayableVendor, roomsOf, type LaunchPage } from './vendor-pages.js';

/** A member keeps this many recent games. */
// Which vendors' games really play here (vendor-pages.ts): the content module's boards list only those.
export { isPlayableVendor } from './vendor-pages.js';

export const RECENT_GAMES_KEPT = 60;
const TRIAL_MEMBER_TYPE = 4;

/** A round's status in the database (`open` until the vendor settles it) and on the wire. */
type RoundStatus = 'open' | 'settled' | 'rolled_back';
const ROUND_STATUS: Record<BetRecordStatus, RoundStatus> = {
  pending: 'open',
  settled: 'settled',
  rolled_back: 'rolled_back',
};
const recordStatus = (status: RoundStatus): BetRecordStatus => (status === 'open' ? 'pending' : status);

type GameRow = Awaited<ReturnType<GamesRepository['listGames']>>['rows'][number];

/** A game as the lobby lists it, its name in `language` (its own, English, name where it has none). */
function gameOf(row: GameRow, language: string): Game {
  return {
    nodeId: row.nodeId,
    gameCode: row.gameCode,
    gameName: localized(row, language, 'gameName'),
    vendor: row.vendor,
    gameType: row.gameType as GameCategory,
    vassalage: row.vassalage,
    gameClassify: row.gameClassify as SlotClassify | null,
    minBet: row.minBet,
    isHot: row.isHot,
    isNew: row.isNew,
    freePlay: row.freePlay,
    defaultPlayType: row.defaultPlayType,
    icon: `/game/${row.nodeId}.svg`,
    sandbox: !isPlayableVendor(row.vendor),
  };
}

type VendorRow = Awaited<ReturnType<GamesRepository['listMerchantVendors']>>[number];

/** A vendor card in `language`: the vendor's name in that language where it has one, else its own. */
function cardOf(v: VendorRow, language: string): VendorCard {
  return {
    nodeId: v.nodeId,
    vendor: v.vendor,
    displayName: localized(v, language, 'displayName'),
    gameType: v.gameType as GameCategory,
    vassalage: v.vassalage,
    accountTypeId: v.accountTypeId,
    isHot: v.isHot ? 1 : 0,
    isVassalagePopup: v.isVassalagePopup,
    maintenance: v.maintenance,
    logo: v.logo,
    sort: v.sort,
    gameCount: v.gameCount,
    sandbox: !isPlayableVendor(v.vendor),
  };
}

const pageOf = (q: { pageNo: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.pageNo - 1) * q.pageSize,
});
const totalPages = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

function filterOf(q: Partial<GameListQuery>): GameFilter {
  return {
    gameType: q.gameType,
    vendorTab: q.vassalage,
    gameClassify: q.gameClassify,
    gameName: q.gameName,
    minBet: q.minBet === 'all' ? undefined : q.minBet,
    platforms: requestedPlatforms(q),
  };
}

/** What a launch opens, once found and offered. */
interface LaunchTarget {
  vendor: string;
  gameCode: string | null;
  /** The game's node id; null for a lottery vendor's lobby (no one game). */
  gameId: number | null;
  freePlayAllowed: boolean;
  maintenance: boolean;
}

/** A game the client's platforms cannot run is not offered to it (as the lists leave it out). */
function refuseUnsupported(platforms: readonly GamePlatform[], asked: readonly GamePlatform[] | undefined) {
  if (asked && !asked.some((p) => platforms.includes(p))) {
    throw AppError.rule(ErrorCode.notFound, 'the game does not run on the platforms asked for', {
      platform: 'platform_unsupported',
    });
  }
}

export interface GamesServiceDeps {
  /** Master secret the launch tickets are signed with (the seamless-wallet secret's derived key). */
  ticketSecret: string;
  isModuleEnabled(merchantId: number, modId: string): Promise<boolean>;
  /** The operator changed vendors or games of a merchant (event bus: games.changed). */
  changed(merchantCode: string): void;
  /** Player protection: throws when the member may not play now (time-out, loss limit reached). */
  checkLaunch?(memberId: number, realMoney: boolean): Promise<void>;
}

export function createGamesService(repo: GamesRepository, deps: GamesServiceDeps) {
  const targetOf = (
    game: NonNullable<Awaited<ReturnType<GamesRepository['findOffered']>>>,
  ): LaunchTarget => ({
    vendor: game.vendor,
    gameCode: game.gameCode,
    gameId: game.nodeId,
    freePlayAllowed: game.freePlay,
    maintenance: game.maintenance,
  });

  /**
   * Every launch's checks and answer: the vendor not under maintenance, the money (a trial account
   * or free play only where the game and FREEPLAY3 allow it), player protection; then the game is
   * recorded as recent and the vendor's URL answered with a signed launch ticket.
   */
  async function open(
    merchant: MerchantRow,
    member: MemberRow,
    target: LaunchTarget,
    q: { accountType: number; language?: string | undefined },
    page: LaunchPage,
  ): Promise<LaunchGameResult> {
    if (target.maintenance) {
      throw AppError.rule(ErrorCode.vendorMaintenance, `${target.vendor} is under maintenance`, {
        nodeId: 'VENDOR_MAINTENANCE',
      });
    }
    const trial = member.type === TRIAL_MEMBER_TYPE;
    const freePlay = q.accountType === 0 || trial;
    if (freePlay) {
      const freePlayOn = target.freePlayAllowed && (await deps.isModuleEnabled(merchant.id, 'FREEPLAY3'));
      if (!freePlayOn) {
        throw trial
          ? AppError.rule(ErrorCode.trialAccount, 'a trial account plays free-play games only', {
              accountType: 'TRIAL_ACCOUNT',
            })
          : AppError.rule(ErrorCode.functionNotAvailable, 'free play is not offered for this game', {
              accountType: 'function.not.available',
            });
      }
    }
    await deps.checkLaunch?.(member.id, !freePlay);
    if (target.gameId !== null) await repo.recordRecent(member.id, target.gameId, RECENT_GAMES_KEPT);
    const ticket = signLaunchTicket(deps.ticketSecret, {
      m: merchant.code,
      a: member.account,
      v: target.vendor,
      g: target.gameCode ?? '',
      t: freePlay ? 0 : 1,
      l: (q.language ?? 'en').slice(0, 8),
      e: Date.now() + LAUNCH_TICKET_TTL_MS,
      n: randomBytes(12).toString('base64url'),
    });
    return { content: { game_url: gameUrl(target.vendor, ticket, page, target.gameCode) } };
  }

  return {
    async gameList(merchantId: number, q: GameListQuery, language = 'EN'): Promise<GameList> {
      const { rows, total } = await repo.listGames(merchantId, filterOf(q), pageOf(q));
      return {
        games: rows.map((r) => gameOf(r, language)),
        pageNo: q.pageNo,
        totalPages: totalPages(total, q.pageSize),
        totalCount: total,
      };
    },

    /** Hot games of a category (and vendor tab): the spec's local list without paging. */
    async hotGames(
      merchantId: number,
      q: Pick<GameListQuery, 'gameType' | 'vassalage' | 'clientType' | 'platform'>,
      language = 'EN',
    ) {
      const { rows } = await repo.listGames(
        merchantId,
        { gameType: q.gameType, vendorTab: q.vassalage, hotOnly: true, platforms: requestedPlatforms(q) },
        { limit: 100, offset: 0 },
      );
      return { list: rows.map((r) => gameOf(r, language)) };
    },

    /**
     * The spec's "vassal game type": the game types (slot classifies) of a vendor tab (or of the
     * whole category), each with its number of games the client's platforms list.
     */
    async vassalGameTypes(merchantId: number, q: VassalGameTypesQuery): Promise<VassalGameTypes> {
      if (q.vassalage !== undefined && !(await repo.offersVendorTab(merchantId, q.gameType, q.vassalage))) {
        throw AppError.rule(ErrorCode.notFound, `no vendor ${q.vassalage} in ${q.gameType}`, {
          vassalage: 'NOT_FOUND',
        });
      }
      const counts = await repo.countByClassify(merchantId, {
        gameType: q.gameType,
        vendorTab: q.vassalage,
        platforms: requestedPlatforms(q),
      });
      const byClassify = new Map(counts.map((c) => [c.gameClassify, c.n]));
      return {
        gameCount: counts.reduce((sum, c) => sum + c.n, 0),
        list: SLOT_CLASSIFY.flatMap((gameClassify) => {
          const gameCount = byClassify.get(gameClassify) ?? 0;
          return gameCount > 0 ? [{ gameClassify, gameCount }] : [];
        }),
      };
    },

    async favouriteIds(member: MemberRow) {
      return { ids: await repo.favouriteIds(member.id) };
    },

    async favourites(member: MemberRow, q: MemberGamesQuery, language = 'EN'): Promise<MemberGames> {
      const { rows, total } = await repo.listFavourites(member.merchantId, member.id, filterOf(q), pageOf(q));
      return {
        list: rows.map((r) => gameOf(r, language)),
        pageNo: q.pageNo,
        totalPages: totalPages(total, q.pageSize),
        totalCount: total,
      };
    },

    /** Sets (not flips) the favourite state, so a retried or doubled toggle ends where it was asked. */
    async setFavourite(member: MemberRow, t: FavouriteToggle) {
      const game = await repo.findOffered(member.merchantId, { nodeId: t.nodeId });
      if (!game || game.vendor !== t.vendor || game.gameType !== t.gameType) {
        throw AppError.rule(ErrorCode.notFound, `no game ${t.nodeId} of ${t.vendor} ${t.gameType}`, {
          nodeId: 'NOT_FOUND',
        });
      }
      await repo.setFavourite(member.id, t.nodeId, t.favourite);
      return { nodeId: t.nodeId, favourite: t.favourite };
    },

    async recent(member: MemberRow, q: MemberGamesQuery, language = 'EN'): Promise<MemberGames> {
      const { rows, total } = await repo.listRecent(member.merchantId, member.id, filterOf(q), pageOf(q));
      return {
        list: rows.map((r) => gameOf(r, language)),
        pageNo: q.pageNo,
        totalPages: totalPages(total, q.pageSize),
        totalCount: total,
      };
    },

    /**
     * `games.launch` (GET): a casino game (GLS) or a lottery game or lobby (LOTT). A PvP game is the
     * POST's (`launchPvp`), refused here.
     */
    async launch(merchant: MerchantRow, member: MemberRow, q: LaunchGameQuery): Promise<LaunchGameResult> {
      const asked = requestedPlatforms(q);
      let target: LaunchTarget;
      if (q.launchMode === 'LOTT' && !q.lottoGameCode) {
        if (!q.vassalage) throw AppError.badRequest('vassalage is required', { vassalage: 'is required' });
        const v = await repo.findOfferedVendor(merchant.id, q.vassalage);
        if (!v) throw AppError.rule(ErrorCode.notFound, 'no such lottery vendor', { vassalage: 'NOT_FOUND' });
        target = {
          vendor: v.vendor,
          gameCode: null,
          gameId: null,
          freePlayAllowed: false,
          maintenance: v.maintenance,
        };
      } else {
        const code = q.launchMode === 'LOTT' ? q.lottoGameCode : q.gameId;
        const by =
          q.nodeId !== undefined
            ? { nodeId: q.nodeId }
            : code && q.vassalage
              ? { vendorTab: q.vassalage, gameCode: code }
              : null;
        if (!by) {
          throw AppError.badRequest('nodeId, or vassalage with a game code, is required', {
            nodeId: 'is required',
          });
        }
        const game = await repo.findOffered(merchant.id, by);
        if (!game) throw AppError.rule(ErrorCode.notFound, 'no such game', { nodeId: 'NOT_FOUND' });
        if (game.gameType === 'PVP') {
          throw AppError.badRequest('a PvP game is launched by POST', { nodeId: PVP_LAUNCH_IS_POST });
        }
        refuseUnsupported(game.platforms, asked);
        target = targetOf(game);
      }
      return open(merchant, member, target, q, { lottoView: q.lottoView });
    },

    /**
     * The spec's "pvp launch" (POST): a PvP game, into one of its rooms when `roomId` names one; then
     * the checks and answer of every launch.
     */
    async launchPvp(
      merchant: MerchantRow,
      member: MemberRow,
      body: PvpLaunchBody,
    ): Promise<LaunchGameResult> {
      const game = await repo.findOffered(merchant.id, { nodeId: body.nodeId });
      if (!game) throw AppError.rule(ErrorCode.notFound, 'no such game', { nodeId: 'NOT_FOUND' });
      if (game.gameType !== 'PVP') {
        throw AppError.badRequest(`game ${body.nodeId} is not a PvP game`, { nodeId: 'not_pvp_game' });
      }
      if (body.roomId !== undefined && !roomsOf(game.vendor, game.gameCode).includes(body.roomId)) {
        throw AppError.rule(ErrorCode.notFound, `${game.gameCode} has no room ${body.roomId}`, {
          roomId: 'room_unknown',
        });
      }
      refuseUnsupported(game.platforms, requestedPlatforms(body));
      return open(merchant, member, targetOf(game), body, { room: body.roomId });
    },

    /** The betting record (personalHistoryCopy): the member's rounds in a brand-zone day range. */
    async betRecords(
      merchant: MerchantRow,
      member: MemberRow,
      q: BetRecordQuery,
      language = 'EN',
    ): Promise<BetRecords> {
      const { rows, summary } = await repo.betRecords(
        {
          memberId: member.id,
          startDate: q.startDate,
          endDate: q.endDate,
          timeZone: merchant.timeZone,
          gameType: q.gameType,
          vendor: q.vendor,
          status: q.status === undefined ? undefined : ROUND_STATUS[q.status],
        },
        pageOf(q),
      );
      const validBet = BigInt(summary?.validBet ?? '0');
      const win = BigInt(summary?.win ?? '0');
      return {
        list: rows.map((r) => {
          const status = recordStatus(r.status);
          const settled = status !== 'pending';
          return {
            roundId: r.roundId,
            vendor: r.vendor,
            gameCode: r.gameCode,
            gameName:
              r.gameName === null
                ? r.gameCode
                : localized(
                    { gameName: r.gameName, translations: r.gameTranslations ?? {} },
                    language,
                    'gameName',
                  ),
            gameType: (r.gameType as GameCategory | null) ?? null,
            bet: money(r.betMinor, merchant),
            validBet: money(validBetMinor({ status, betMinor: r.betMinor }), merchant),
            win: settled ? money(r.winMinor, merchant) : null,
            profit: settled ? money(r.winMinor - r.betMinor, merchant) : null,
            status,
            createdAt: new Date(r.createdAt).toISOString(),
            settledAt: r.settledAt ? new Date(r.settledAt).toISOString() : null,
            ...(r.dispute ? { dispute: DisputeStateSchema.parse(r.dispute) } : {}),
          };
        }),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        totalCount: summary?.rounds ?? 0,
        summary: {
          bet: money(BigInt(summary?.bet ?? '0'), merchant),
          validBet: money(validBet, merchant),
          win: money(win, merchant),
          profit: money(win - validBet, merchant),
          pendingBet: money(BigInt(summary?.pendingBet ?? '0'), merchant),
          rounds: summary?.rounds ?? 0,
          pendingRounds: summary?.pendingRounds ?? 0,
        },
      };
    },

    /**
     * Categories in navigation order, each with the merchant's vendors named in `language`; empty
     * categories omitted. Each card counts the games the client's platforms run, as its game list does.
     */
    async vendorLanes(
      merchantId: number,
      language: string,
      client: Pick<VendorLanesQuery, 'clientType' | 'platform'> = {},
    ): Promise<VendorLanes> {
      const byType = new Map<GameCategory, VendorCard[]>();
      const platforms = requestedPlatforms(client);
      for (const v of await repo.listMerchantVendors(merchantId, { platforms })) {
        const card = cardOf(v, language);
        const list = byType.get(card.gameType) ?? [];
        list.push(card);
        byType.set(card.gameType, list);
      }
      return CATEGORY_ORDER.flatMap((gameType) => {
        const vendors = byType.get(gameType);
        return vendors && vendors.length > 0 ? [{ gameType, vendors }] : [];
      });
    },

    async lotteryMenus(merchant: MerchantRow, prizeMode: string, language = 'EN'): Promise<LotteryMenus> {
      if (!merchant.prizeModes.includes(prizeMode)) {
        throw AppError.badRequest(`unknown prize mode ${prizeMode}`, {
          prizeMode: `must be one of ${merchant.prizeModes.join(', ')}`,
        });
      }
      const menus: LotteryMenus = {};
      for (const row of await repo.listLotteryMenu(merchant.id, prizeMode)) {
        const group = (menus[row.groupName] ??= []);
        group.push({
          gameCode: row.gameCode,
          gameName: localized(row, language, 'gameName'),
          gameId: row.gameId,
          nodeId: row.nodeId,
          defaultPlayType: row.defaultPlayType ?? '',
          prizeMode: row.prizeMode,
        });
      }
      return menus;
    },

    countGames: () => repo.countGames(),

    /** Operator switches on a merchant's vendor lane; gateways drop their cached menus. */
    async patchVendor(
      merchant: MerchantRow,
      vendor: string,
      gameType: GameCategory,
      patch: AdminVendorPatch,
    ): Promise<VendorCard> {
      const vendorId = await repo.patchMerchantVendor(merchant.id, vendor, gameType, patch);
      const row = (await repo.listMerchantVendors(merchant.id, { includeDisabled: true })).find(
        (v) => v.nodeId === vendorId,
      );
      if (vendorId === undefined || !row) {
        throw AppError.rule(ErrorCode.notFound, `no vendor ${vendor} in ${gameType}`, {
          vendor: 'NOT_FOUND',
        });
      }
      deps.changed(merchant.code);
      // The operator's tools read the default language.
      return cardOf(row, 'EN');
    },

    /**
     * The member's play session (the bar above every game): since the session's login, the net of
     * every stake, payout and refund the ledger moved on any vendor, and the turnover still due.
     */
    async playSession(merchant: MerchantRow, member: MemberRow, startedAt: Date): Promise<PlaySession> {
      const [play, turnover] = await Promise.all([
        repo.playSince(member.id, startedAt),
        repo.turnover(member.id),
      ]);
      return {
        startedAt: startedAt.toISOString(),
        rounds: play.rounds,
        bet: money(play.bet, merchant),
        win: money(play.win, merchant),
        net: money(play.win - play.bet, merchant),
        turnoverRemaining: money(
          turnover.required > turnover.done ? turnover.required - turnover.done : 0n,
          merchant,
        ),
      };
    },
  };
}
export type GamesService = ReturnType<typeof createGamesService>;
