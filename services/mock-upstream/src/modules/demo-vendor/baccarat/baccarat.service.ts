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
import { betReturn, cardName, coupOf, type Coup, type Spot } from './baccarat.engine.js';
import { beadRoad, bigRoad } from './baccarat.roads.js';
import type { RoundTableSettings } from '../round-table/round-table.settings.js';
import { BACCARAT_CLOCK, type BaccaratTable } from './baccarat.tables.js';

export const BACCARAT_VENDOR = 'DEMO';
export const BACCARAT_GAME_CODE = 'DEMOBACCARAT';
/** Rounds the roads are drawn from. */
export const ROAD_ROUNDS = 72;
/** Bead road columns shown. */
const BEAD_COLUMNS = 12;

const IDS = roundTableIds({ round: 'BC', bet: 'BB' });
/** The platform's round of one member in one table round: all their bets of it, one credit. */
export const memberRoundId = IDS.memberRoundId;
/** The vendor's id of a bet: the member's and the page's, so two members never share one. */
export const betKey = IDS.betKey;

/** A round's result as every page shows it (the seed only once betting closed). */
export interface RoundResult {
  tableId: string;
  roundNo: number;
  player: string[];
  banker: string[];
  playerPoints: number;
  bankerPoints: number;
  outcome: Coup['outcome'];
  playerPair: boolean;
  bankerPair: boolean;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export function resultOf(round: Pick<RoundRow, 'tableId' | 'roundNo' | 'serverSeed' | 'serverSeedHash'>) {
  const seeds = { serverSeed: round.serverSeed, clientSeed: round.tableId, nonce: round.roundNo };
  const coup = coupOf(seeds);
  const shown: RoundResult = {
    tableId: round.tableId,
    roundNo: round.roundNo,
    player: coup.player.map(cardName),
    banker: coup.banker.map(cardName),
    playerPoints: coup.playerPoints,
    bankerPoints: coup.bankerPoints,
    outcome: coup.outcome,
    playerPair: coup.playerPair,
    bankerPair: coup.bankerPair,
    serverSeed: round.serverSeed,
    serverSeedHash: round.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
  };
  return { coup, shown };
}

/** Player and banker may not both be backed in one round: that would be turnover without risk. */
const opposite = (spot: string) => (spot === 'player' ? 'banker' : spot === 'banker' ? 'player' : null);

/** The live baccarat tables' rounds and bets (on the round tables' pair of tables). */
export const createBaccaratRepository = (db: Db) =>
  createRoundTableRepository(db, { game: 'baccarat', opposite });

/** Live baccarat as a round table game, on the tables the operator runs. */
const baccaratRule = (
  settings: RoundTableSettings,
): RoundTableGameRule<BaccaratTable, 'dealing', Coup, RoundResult> => ({
  vendor: BACCARAT_VENDOR,
  isGameCode: (gameCode) => gameCode === BACCARAT_GAME_CODE,
  gameCode: () => BACCARAT_GAME_CODE,
  ids: IDS,
  words: { round: 'round', table: 'table', spot: 'spot' },
  oppositeMessage: 'player and banker cannot both be backed in one round',
  label: 'demo baccarat',
  tables: () => settings.open('baccarat'),
  clock: BACCARAT_CLOCK,
  draw: (round) => {
    const { coup, shown } = resultOf(round);
    return { drawn: coup, shown };
  },
  betReturn: (bet, coup) => betReturn(bet.spot as Spot, bet.amountMinor, coup),
});

/** A bet as the page shows it. */
export const betView = (bet: BetRow) => ({
  betId: IDS.pageBetId(bet),
  roundNo: bet.roundNo,
  spot: bet.spot,
  amount: money(bet.amountMinor),
  status: bet.status,
  win: bet.winMinor === null ? null : money(bet.winMinor),
});

/**
 * The live baccarat tables (ADR 0019): the round tables' machinery (`round-table.service.ts`: the
 * launch ticket, the shared rounds with their committed seeds, a bet's debit and one credit per
 * member and round, the settlement) dealing punto banco, with the table chosen by the page and the
 * roads of the table's last rounds.
 */
export function createBaccaratService(deps: RoundTableDeps & { settings: RoundTableSettings }) {
  const tables = createRoundTableService(baccaratRule(deps.settings), deps);

  /** An open table the operator runs, with its limits now. */
  async function requireTable(tableId: string): Promise<BaccaratTable> {
    const table = await deps.settings.find('baccarat', tableId);
    if (!table) throw AppError.rule(ErrorCode.notFound, 'no such table', { table: 'table_unknown' });
    return table;
  }

  return {
    openTicket: tables.openTicket,
    requireTicket: tables.requireTicket,
    balance: tables.balance,
    settleRound: tables.settleRound,
    settleDue: tables.settleDue,
    tick: tables.tick,
    requireTable,
    /** The open tables, in their order, for the page's table select. */
    openTables: () => deps.settings.open('baccarat'),

    /**
     * What a player at the table sees now: the round (its phase, its clock, its commitment, their
     * bets on it), the last dealt round with its reveal and what they won on it, and the roads.
     * Rounds of the table whose betting closed are settled first.
     */
    async state(ticket: LaunchTicket, tableId: string) {
      const table = await requireTable(tableId);
      const view = await tables.view(ticket, table, ROAD_ROUNDS);
      const { clock, row, last } = view;
      return {
        serverNow: view.serverNow,
        round: {
          tableId: table.tableId,
          roundNo: clock.roundNo,
          phase: clock.phase,
          opensAt: clock.opensAt.toISOString(),
          closesAt: clock.closesAt.toISOString(),
          nextAt: clock.nextAt.toISOString(),
          serverSeedHash: row.serverSeedHash,
          clientSeed: table.tableId,
          nonce: clock.roundNo,
          staked: view.staked,
          bets: view.mine.map(betView),
        },
        last: last
          ? { ...last.shown, staked: last.staked, win: last.win, bets: last.bets.map(betView) }
          : null,
        roads: {
          bead: beadRoad(view.played, BEAD_COLUMNS),
          big: bigRoad(view.played),
        },
      };
    },

    /**
     * Places one bet on the round now open at the table the page names: accepted under the
     * table's limit (at once for every bet of the member), then debited by its own txId. The same
     * betId answers the same bet and moves nothing again.
     */
    async placeBet(
      ticket: LaunchTicket,
      body: { table: string; round: number; spot: Spot; amountMinor: bigint; betId: string },
    ) {
      const table = await requireTable(body.table);
      const placed = await tables.placeBet(ticket, table, {
        roundNo: body.round,
        spot: body.spot,
        amountMinor: body.amountMinor,
        betId: body.betId,
      });
      return { ...placed, bet: betView(placed.bet) };
    },
  };
}
export type BaccaratService = ReturnType<typeof createBaccaratService>;
