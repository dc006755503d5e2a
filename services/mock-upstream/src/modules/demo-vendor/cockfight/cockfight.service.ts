import { ErrorCode } from '@portal/contracts';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import type { LaunchTicket } from '../demo-vendor.ticket.js';
import {
  createRoundTableRepository,
  type BetRow,
  type RoundRow,
} from '../round-table/round-table.repository.js';
import {
  createRoundTableService,
  money,
  roundTableIds,
  type RoundTableDeps,
  type RoundTableGameRule,
} from '../round-table/round-table.service.js';
import type { RoundTableSettings } from '../round-table/round-table.settings.js';
import { ARENA_CLOCK, type Arena } from './cockfight.arenas.js';
import { betReturn, fightOf, type Fight, type FightOdds, type Side } from './cockfight.engine.js';

export const COCKFIGHT_VENDOR = 'DS88';
/** Fights the results board is drawn from. */
export const HISTORY_FIGHTS = 60;

const IDS = roundTableIds({ round: 'CF', bet: 'CB' });
/** The platform's round of one member in one fight: all their bets on it, one credit. */
export const memberRoundId = IDS.memberRoundId;
/** The vendor's id of a bet: the member's and the page's, so two members never share one. */
export const betKey = IDS.betKey;

/** A fight's result as every page shows it (the seed only once betting closed). */
export interface FightResult {
  arenaId: string;
  fightNo: number;
  outcome: Fight['outcome'];
  odds: { meron: string; wala: string; draw: string };
  share: number;
  roll: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** Decimal odds in hundredths as the page shows them ("1.85"). */
export const oddsText = (hundredths: number) => (hundredths / 100).toFixed(2);
const oddsView = (odds: FightOdds) => ({
  meron: oddsText(odds.meron),
  wala: oddsText(odds.wala),
  draw: oddsText(odds.draw),
});

/** A fight (an arena's round) decided from its seeds, and its result as every page shows it. */
export function resultOf(fight: Pick<RoundRow, 'tableId' | 'roundNo' | 'serverSeed' | 'serverSeedHash'>) {
  const seeds = { serverSeed: fight.serverSeed, clientSeed: fight.tableId, nonce: fight.roundNo };
  const drawn = fightOf(seeds);
  const shown: FightResult = {
    arenaId: fight.tableId,
    fightNo: fight.roundNo,
    outcome: drawn.outcome,
    odds: oddsView(drawn.odds),
    share: drawn.odds.share,
    roll: drawn.roll,
    serverSeed: fight.serverSeed,
    serverSeedHash: fight.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
  };
  return { fight: drawn, shown };
}

/** Meron and Wala may not both be backed in one fight: that would be turnover with almost no risk. */
const opposite = (side: string) => (side === 'meron' ? 'wala' : side === 'wala' ? 'meron' : null);

/** The arenas' fights and bets (on the round tables' pair of tables). */
export const createCockfightRepository = (db: Db) =>
  createRoundTableRepository(db, { game: 'cockfight', opposite });

/** The odds a bet on a side is taken at, in hundredths. */
const oddsFor = (odds: FightOdds, side: Side) => (side === 'draw' ? odds.draw : odds[side]);
/** The odds a bet was taken at (the table's check keeps a cockfight bet's). */
function takenOdds(bet: BetRow): number {
  if (bet.oddsHundredths === null) throw new Error('cockfight: a bet without its odds');
  return bet.oddsHundredths;
}

/** The cockfight as a round table game, on the arenas the operator runs. */
const cockfightRule = (
  settings: RoundTableSettings,
): RoundTableGameRule<Arena, 'fighting', Fight, FightResult> => ({
  vendor: COCKFIGHT_VENDOR,
  // Every DS88 game is an arena; whether it is open now is the operator's (`requireArena`).
  isGameCode: () => true,
  // Each arena is a DS88 game: its rounds file under its own game code.
  gameCode: (arenaId) => arenaId,
  ids: IDS,
  words: { round: 'fight', table: 'arena', spot: 'side' },
  oppositeMessage: 'Meron and Wala cannot both be backed in one fight',
  label: 'demo cockfight',
  tables: () => settings.open('cockfight'),
  clock: ARENA_CLOCK,
  draw: (round) => {
    const { fight, shown } = resultOf(round);
    return { drawn: fight, shown };
  },
  betReturn: (bet, fight) => betReturn(bet.spot as Side, bet.amountMinor, takenOdds(bet), fight.outcome),
});

/** A bet as the page shows it. */
export const betView = (bet: BetRow) => ({
  betId: IDS.pageBetId(bet),
  fightNo: bet.roundNo,
  side: bet.spot,
  amount: money(bet.amountMinor),
  odds: oddsText(takenOdds(bet)),
  status: bet.status,
  win: bet.winMinor === null ? null : money(bet.winMinor),
});

/**
 * The DS88 cockfight arenas (ADR 0020): the round tables' machinery (`round-table.service.ts`: the
 * launch ticket, the shared rounds with their committed seeds, a bet's debit and one credit per
 * member and round, the settlement) running fights at each fight's own odds, the arena named by the
 * ticket, and the results board.
 */
export function createCockfightService(deps: RoundTableDeps & { settings: RoundTableSettings }) {
  const arenas = createRoundTableService(cockfightRule(deps.settings), deps);

  /** The arena of a ticket (the DS88 game it launched), open, with its limits now. */
  async function requireArena(ticket: LaunchTicket): Promise<Arena> {
    const arena = await deps.settings.find('cockfight', ticket.g);
    if (!arena) throw AppError.rule(ErrorCode.notFound, 'no such arena', { ticket: 'arena_unknown' });
    return arena;
  }

  return {
    openTicket: arenas.openTicket,
    requireTicket: arenas.requireTicket,
    balance: arenas.balance,
    settleFight: arenas.settleRound,
    settleDue: arenas.settleDue,
    tick: arenas.tick,
    requireArena,
    /** A ticket's arena is open (the operator runs it): else its page and calls are refused. */
    admits: async (ticket: LaunchTicket) => (await deps.settings.find('cockfight', ticket.g)) !== undefined,

    /**
     * What a player in the arena sees now: the fight (its phase, its clock, its commitment and odds,
     * their bets on it), the last fought fight with its reveal and what they won on it, and the
     * results board. Fights of the arena whose betting closed are settled first.
     */
    async state(ticket: LaunchTicket) {
      const arena = await requireArena(ticket);
      const view = await arenas.view(ticket, arena, HISTORY_FIGHTS);
      const { clock, row, last } = view;
      return {
        serverNow: view.serverNow,
        arena: { arenaId: arena.tableId, min: money(arena.minMinor), max: money(arena.maxMinor) },
        fight: {
          arenaId: arena.tableId,
          fightNo: clock.roundNo,
          phase: clock.phase,
          opensAt: clock.opensAt.toISOString(),
          closesAt: clock.closesAt.toISOString(),
          nextAt: clock.nextAt.toISOString(),
          serverSeedHash: row.serverSeedHash,
          clientSeed: arena.tableId,
          nonce: clock.roundNo,
          odds: oddsView(resultOf(row).fight.odds),
          staked: view.staked,
          bets: view.mine.map(betView),
        },
        last: last
          ? { ...last.shown, staked: last.staked, win: last.win, bets: last.bets.map(betView) }
          : null,
        history: view.played.map((r) => ({ fightNo: r.fightNo, outcome: r.outcome })),
      };
    },

    /**
     * Places one bet on the fight now open, at that fight's odds: accepted under the arena's limit
     * (at once for every bet of the member), then debited by its own txId. The same betId answers
     * the same bet and moves nothing again.
     */
    async placeBet(
      ticket: LaunchTicket,
      body: { fight: number; side: Side; amountMinor: bigint; betId: string },
    ) {
      const arena = await requireArena(ticket);
      const placed = await arenas.placeBet(ticket, arena, {
        roundNo: body.fight,
        spot: body.side,
        amountMinor: body.amountMinor,
        betId: body.betId,
        oddsOf: (fight) => oddsFor(fight.odds, body.side),
      });
      return { ...placed, bet: betView(placed.bet) };
    },
  };
}
export type CockfightService = ReturnType<typeof createCockfightService>;
