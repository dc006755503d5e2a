/**
 * How contracts end (ADR 0009, "Lifecycle"): at a time never before their start, with the
 * terminations still waiting on them cancelled; the automatic ends below an agent whose own
 * contract changed (spec section 4); and the operator's upline move, which ends the moved member's
 * contracts as a downline and cancels the offers addressed to it.
 */
import type { ContractEndReason, ContractKind, ContractPeriod } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type {
  AgentContractRepository,
  ContractRow,
  NewEvent,
  OfferRow,
} from './agent-contract.repository.js';
import { contractsToEnd } from './agent-contract.chain.js';
import { terminationEnd } from './agent-contract.rules.js';

const SYSTEM = { actorId: null, actorRole: 'system' as const };

export function createContractEnds(repo: AgentContractRepository) {
  /**
   * Ends contracts at `at` (never before one started: then it ends at its start, `ended` at once,
   * as it never had a period), records each, and cancels the terminations still waiting on them.
   */
  async function endContracts(
    tx: Db,
    merchant: MerchantRow,
    ends: Array<{ contract: ContractRow; reason: ContractEndReason }>,
    at: number,
    who: Pick<NewEvent, 'actorId' | 'actorRole'>,
    now: Date,
  ): Promise<ContractRow[]> {
    const ended: ContractRow[] = [];
    const events: NewEvent[] = [];
    for (const { contract, reason } of ends) {
      const start = contract.startsAt.getTime();
      const endsAt = new Date(Math.max(at, start));
      const status = endsAt.getTime() <= start ? 'ended' : 'ending';
      const row = await repo.contracts.endContract(tx, contract.id, endsAt, reason, status);
      ended.push(row);
      events.push({
        merchantId: merchant.id,
        kind: row.kind,
        uplineId: row.uplineId,
        downlineId: row.downlineId,
        event: status,
        contractId: row.id,
        ...who,
        tiersBefore: row.tiers,
        tiersAfter: null,
        detail: { reason, endsAt: endsAt.toISOString() },
      });
    }
    const moot = await repo.offers.pendingTerminationsOf(
      tx,
      ended.map((c) => c.id),
    );
    events.push(...(await cancelBySystem(tx, merchant, moot, 'contractEnded', now)));
    await repo.events.insertEvents(tx, events);
    return ended;
  }

  /** Offers the system cancels (their contract or their pair is gone): decided, with their events. */
  async function cancelBySystem(
    tx: Db,
    merchant: MerchantRow,
    offers: OfferRow[],
    reason: string,
    now: Date,
  ): Promise<NewEvent[]> {
    const events: NewEvent[] = [];
    for (const offer of offers) {
      await repo.offers.decideOffer(tx, offer.id, { status: 'cancelled', decidedAt: now, decidedBy: null });
      events.push({
        merchantId: merchant.id,
        kind: offer.kind,
        uplineId: offer.uplineId,
        downlineId: offer.downlineId,
        event: 'cancelled',
        offerId: offer.id,
        contractId: offer.contractId,
        ...SYSTEM,
        detail: { reason },
      });
    }
    return events;
  }

  /** The automatic ends below `agentId` when the contract it receives changes (spec section 4). */
  async function endBelow(
    tx: Db,
    merchant: MerchantRow,
    agentId: number,
    kind: ContractKind,
    received: { maxProportionPpm: number; period: ContractPeriod } | null,
    at: number,
    now: Date,
  ): Promise<void> {
    const below = await repo.contracts.activeBelow(tx, agentId, kind);
    if (below.length === 0) return;
    const byId = new Map(below.map((c) => [c.id, c]));
    const ends = contractsToEnd(agentId, received, below).flatMap(({ id, reason }) => {
      const contract = byId.get(id);
      return contract ? [{ contract, reason }] : [];
    });
    await endContracts(tx, merchant, ends, at, SYSTEM, now);
  }

  /**
   * The operator moved `memberId` under another upline (in the move's transaction): its
   * contracts as a downline end at their current period's end (`uplineChanged`; the period in
   * progress is still settled with the old upline), the contracts of its own downlines of those
   * kinds end with them (`uplineEnded`: it has nothing left to pay them from), and offers
   * addressed to it are cancelled by the system (their pair is gone).
   */
  async function uplineMoved(tx: Db, merchant: MerchantRow, memberId: number): Promise<void> {
    const now = new Date();
    const own = await repo.contracts.liveContractsIn(tx, memberId);
    for (const contract of own.filter((c) => c.status === 'active')) {
      const at = terminationEnd(
        { startsAt: contract.startsAt.getTime(), period: contract.period },
        now.getTime(),
        merchant.timeZone,
      );
      await endContracts(tx, merchant, [{ contract, reason: 'uplineChanged' }], at, SYSTEM, now);
      await endBelow(tx, merchant, memberId, contract.kind, null, at, now);
    }
    const offers = await repo.contracts.pendingOffersTo(tx, memberId);
    await repo.events.insertEvents(tx, await cancelBySystem(tx, merchant, offers, 'uplineChanged', now));
  }

  return { endContracts, endBelow, uplineMoved };
}
export type ContractEnds = ReturnType<typeof createContractEnds>;
