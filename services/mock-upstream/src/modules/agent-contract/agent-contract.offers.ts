/**
 * Offers and their answers (ADR 0009, "Lifecycle"): a new contract or the termination of the
 * current one offered to a downline (by its upline, or by the operator for the brand's top agents),
 * within the bound of the upline's own contract; accepted, rejected or cancelled under the pair's
 * lock, an acceptance also under the kind's lock of the brand.
 */
import {
  CONTRACT_KIND_MODULES,
  ErrorCode,
  PERIODS_OF_KIND,
  PROPORTION_SCALE,
  type ContractKind,
  type ContractOfferDecision,
  type ContractOfferRequest,
  type ContractOfferResult,
  type ContractPeriod,
  type FieldErrors,
} from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { uniqueViolation } from '../../db/errors.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { ContractEnds } from './agent-contract.ends.js';
import type { ContractMember, ContractRow, NewEvent, OfferRow } from './agent-contract.repository.js';
import { checkOfferBound } from './agent-contract.chain.js';
import { offerMessage } from './agent-contract.messages.js';
import {
  decideOffer,
  maxProportion,
  newContractStart,
  terminationEnd,
  tiersFromJson,
  tiersFromWire,
  tiersToJson,
} from './agent-contract.rules.js';
import type { AgentContractDeps } from './agent-contract.deps.js';
import type { createContractViews } from './agent-contract.views.js';

/** Who acts: a member in a role, or the operator (the brand's contracts). */
type Actor = { memberId: number; role: 'upline' | 'downline' } | { memberId: null; role: 'operator' };

const offerPending = () =>
  AppError.rule(ErrorCode.contractOfferPending, 'an offer of this kind is already waiting for an answer', {
    downline: 'CONTRACT_OFFER_PENDING',
  });
const notFound = (field = 'offerId') =>
  AppError.rule(ErrorCode.contractNotFound, 'no such contract or offer of yours', {
    [field]: 'CONTRACT_NOT_FOUND',
  });

export function createContractOffers(
  deps: Pick<AgentContractDeps, 'repo' | 'isModuleEnabled' | 'sendMessage' | 'messagesChanged'>,
  views: ReturnType<typeof createContractViews>,
  ends: ContractEnds,
) {
  const { repo } = deps;
  const { db } = repo;
  const { contractView, offerView, namesOf } = views;
  const { endContracts, endBelow } = ends;

  async function requireKindEnabled(merchant: MerchantRow, kind: ContractKind): Promise<void> {
    const modId = CONTRACT_KIND_MODULES[kind];
    if (!(await deps.isModuleEnabled(merchant.id, modId))) throw AppError.functionNotAvailable(modId);
  }

  async function result(
    merchant: MerchantRow,
    offer: OfferRow,
    contract: ContractRow | null,
  ): Promise<ContractOfferResult> {
    const names = await namesOf(contract ? [offer, contract] : [offer]);
    return {
      offer: offerView(merchant, names, offer),
      contract: contract ? contractView(merchant, names, contract) : null,
    };
  }

  // ---------------------------------------------------------------- writes

  /** Runs a pair's write; a racing insert that the unique index refused is the same "pending" answer. */
  async function pairWrite<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (uniqueViolation(err) === 'agent_contract_offers_pending_uq') throw offerPending();
      throw err;
    }
  }

  const actorEvent = (actor: Actor) => ({ actorId: actor.memberId, actorRole: actor.role });

  /** The upline's account as an offer names it (null: the brand). */
  async function senderOf(uplineId: number | null): Promise<string | null> {
    return uplineId === null ? null : ((await repo.accounts([uplineId])).get(uplineId) ?? null);
  }

  /**
   * The downline hears of an offer waiting for it through a platform message, written in the
   * offer's transaction (no offer without its message, no message without its offer); the unread
   * count is pushed after the commit.
   */
  async function tellDownline(
    tx: Db,
    merchant: MerchantRow,
    offer: OfferRow,
    sender: string | null,
  ): Promise<void> {
    await deps.sendMessage?.(
      tx,
      merchant.id,
      offer.downlineId,
      offerMessage(offer.action === 'new' ? 'new' : 'terminate', offer.kind, sender),
    );
  }

  /** A new contract offered to `downline` by `uplineId` (null: the brand, by the operator). */
  async function offerNew(
    merchant: MerchantRow,
    actor: Actor,
    uplineId: number | null,
    downline: ContractMember,
    body: ContractOfferRequest,
  ) {
    await requireKindEnabled(merchant, body.kind);
    const kind = body.kind;
    const period: ContractPeriod = body.period ?? PERIODS_OF_KIND[kind][0];
    const { tiers, fields } = tiersFromWire(body.tiers, merchant.currencyDecimals);
    if (Object.keys(fields).length > 0) throw AppError.badRequest('tiers finer than the currency', fields);
    const maxPpm = maxProportion(tiers);
    const sender = await senderOf(uplineId);

    const written = await pairWrite(async (tx) => {
      await repo.lockPair(tx, downline.id, kind);
      await checkBound(tx, uplineId, kind, period, tiers);
      if (await repo.offers.pendingOffer(tx, downline.id, kind)) throw offerPending();
      const current = await repo.contracts.activeContract(tx, downline.id, kind);
      const offer = await repo.offers.insertOffer(tx, {
        merchantId: merchant.id,
        action: 'new',
        kind,
        uplineId,
        downlineId: downline.id,
        period,
        tiers: tiersToJson(tiers),
        maxProportionPpm: maxPpm,
        offeredBy: actor.memberId,
      });
      await repo.events.insertEvents(tx, [
        {
          merchantId: merchant.id,
          kind,
          uplineId,
          downlineId: downline.id,
          event: 'offered',
          offerId: offer.id,
          contractId: current?.id ?? null,
          ...actorEvent(actor),
          tiersBefore: current?.tiers ?? null,
          tiersAfter: offer.tiers,
          detail: { action: 'new', period },
        },
      ]);
      await tellDownline(tx, merchant, offer, sender);
      return offer;
    });
    deps.messagesChanged?.(merchant.code, downline.id);
    return written;
  }

  /**
   * The bound (ADR 0009, "The bound and the chain"): every tier at most the upline's own active
   * contract's highest proportion (the brand's is 100 %), and a dividend's period the upline's.
   */
  async function checkBound(
    tx: Db,
    uplineId: number | null,
    kind: ContractKind,
    period: ContractPeriod,
    tiers: ReturnType<typeof tiersFromWire>['tiers'],
  ): Promise<void> {
    let bound: number | null = PROPORTION_SCALE;
    if (uplineId !== null) {
      const own = await repo.contracts.activeContract(tx, uplineId, kind, { lock: false });
      bound = own?.maxProportionPpm ?? null;
      if (own && kind === 'dividend' && own.period !== period) {
        throw AppError.badRequest('a dividend has its upline’s period', { period: 'period_not_upline' });
      }
    }
    const fields: FieldErrors = checkOfferBound(tiers, bound);
    if (Object.keys(fields).length > 0) {
      throw AppError.rule(
        ErrorCode.contractProportionAboveUpline,
        'a proportion exceeds the upline’s own',
        fields,
      );
    }
  }

  async function offerTermination(
    merchant: MerchantRow,
    actor: Actor,
    uplineId: number | null,
    downline: ContractMember,
    kind: ContractKind,
  ) {
    const sender = await senderOf(uplineId);
    const written = await pairWrite(async (tx) => {
      await repo.lockPair(tx, downline.id, kind);
      const current = await repo.contracts.activeContract(tx, downline.id, kind);
      if (!current || current.uplineId !== uplineId) throw notFound('kind');
      if (await repo.offers.pendingOffer(tx, downline.id, kind)) throw offerPending();
      const offer = await repo.offers.insertOffer(tx, {
        merchantId: merchant.id,
        action: 'terminate',
        kind,
        uplineId,
        downlineId: downline.id,
        contractId: current.id,
        offeredBy: actor.memberId,
      });
      await repo.events.insertEvents(tx, [
        {
          merchantId: merchant.id,
          kind,
          uplineId,
          downlineId: downline.id,
          event: 'terminationOffered',
          offerId: offer.id,
          contractId: current.id,
          ...actorEvent(actor),
          tiersBefore: current.tiers,
          tiersAfter: null,
          detail: { action: 'terminate' },
        },
      ]);
      await tellDownline(tx, merchant, offer, sender);
      return { offer, contract: current };
    });
    deps.messagesChanged?.(merchant.code, downline.id);
    return written;
  }

  /**
   * The downline's acceptance (or the upline's cancellation, or the downline's rejection) of a
   * pending offer. `actorFor` tells the role of the caller for the offer, or null when the offer is
   * not the caller's to see (the same answer as an unknown offer).
   */
  async function decide(
    merchant: MerchantRow,
    offerId: number,
    decision: ContractOfferDecision['decision'],
    actorFor: (offer: OfferRow) => Actor | null,
  ): Promise<ContractOfferResult> {
    const seen = await repo.offers.offerById(merchant.id, offerId);
    const actor = seen ? actorFor(seen) : null;
    if (!seen || !actor) throw notFound();
    const refusal = (status: OfferRow['status']) => {
      const role = actor.role === 'operator' ? 'upline' : actor.role;
      const outcome = decideOffer(status, decision, role);
      if ('error' in outcome) {
        throw outcome.error === 'OFFER_NOT_PENDING'
          ? AppError.rule(ErrorCode.contractOfferNotPending, 'the offer was already decided', {
              offerId: 'CONTRACT_OFFER_NOT_PENDING',
            })
          : AppError.rule(ErrorCode.contractDecisionNotAllowed, 'not yours to decide', {
              offerId: 'CONTRACT_DECISION_NOT_ALLOWED',
            });
      }
      return outcome.status as 'accepted' | 'rejected' | 'cancelled';
    };
    refusal(seen.status); // answers at once, without a lock, when it is plainly refused
    if (decision === 'accept') await requireKindEnabled(merchant, seen.kind);

    const { offer, contract } = await db.transaction(async (tx) => {
      if (decision === 'accept') await repo.lockKind(tx, merchant.id, seen.kind);
      await repo.lockPair(tx, seen.downlineId, seen.kind);
      const locked = await repo.offers.offerForUpdate(tx, offerId);
      if (!locked) throw notFound();
      const status = refusal(locked.status);
      const now = new Date(await repo.now(tx));
      const decidedBy = actor.memberId;
      if (status !== 'accepted') {
        const decided = await repo.offers.decideOffer(tx, locked.id, { status, decidedAt: now, decidedBy });
        if (!decided) throw new Error(`offer ${locked.id} left pending under its lock`);
        await repo.events.insertEvents(tx, [
          {
            merchantId: merchant.id,
            kind: locked.kind,
            uplineId: locked.uplineId,
            downlineId: locked.downlineId,
            event: status,
            offerId: locked.id,
            contractId: locked.contractId,
            ...actorEvent(actor),
            // Nothing changed: the offered tiers are on the offer's own `offered` event.
            tiersBefore: null,
            tiersAfter: null,
            detail: { action: locked.action },
          },
        ]);
        return { offer: decided, contract: null };
      }
      return locked.action === 'new'
        ? acceptNew(tx, merchant, locked, actor, now)
        : acceptTermination(tx, merchant, locked, actor, now);
    });
    return result(merchant, offer, contract);
  }

  /** Moves a pending offer to accepted and logs the acceptance (the caller holds its locks). */
  async function accepted(
    tx: Db,
    merchant: MerchantRow,
    offer: OfferRow,
    actor: Actor,
    now: Date,
    event: Pick<NewEvent, 'contractId' | 'tiersBefore' | 'tiersAfter' | 'detail'>,
    /** The contract a new-contract offer made (a termination names none). */
    resultContractId?: number,
  ): Promise<OfferRow> {
    const decided = await repo.offers.decideOffer(tx, offer.id, {
      status: 'accepted',
      decidedAt: now,
      decidedBy: actor.memberId,
      ...(resultContractId === undefined ? {} : { resultContractId }),
    });
    if (!decided) throw new Error(`offer ${offer.id} left pending under its lock`);
    await repo.events.insertEvents(tx, [
      {
        merchantId: merchant.id,
        kind: offer.kind,
        uplineId: offer.uplineId,
        downlineId: offer.downlineId,
        event: 'accepted',
        offerId: offer.id,
        ...actorEvent(actor),
        ...event,
      },
    ]);
    return decided;
  }

  async function acceptNew(tx: Db, merchant: MerchantRow, offer: OfferRow, actor: Actor, now: Date) {
    // The pair must still be the pair (a moved downline's offers are void) and within the bound as
    // it is now: the upline's contract may have changed since the offer.
    if ((await repo.uplineOf(tx, offer.downlineId)) !== offer.uplineId) throw notFound();
    if (offer.period === null || offer.tiers === null || offer.maxProportionPpm === null) {
      throw new Error(`new offer ${offer.id} without its terms`);
    }
    const tiers = tiersFromJson(offer.tiers);
    await checkBound(tx, offer.uplineId, offer.kind, offer.period, tiers);
    const start = newContractStart(offer.period, now.getTime(), merchant.timeZone);
    const current = await repo.contracts.activeContract(tx, offer.downlineId, offer.kind);
    if (current)
      await endContracts(
        tx,
        merchant,
        [{ contract: current, reason: 'replaced' }],
        start,
        actorEvent(actor),
        now,
      );
    const contract = await repo.contracts.insertContract(tx, {
      merchantId: merchant.id,
      kind: offer.kind,
      period: offer.period,
      uplineId: offer.uplineId,
      downlineId: offer.downlineId,
      tiers: offer.tiers,
      maxProportionPpm: offer.maxProportionPpm,
      startsAt: new Date(start),
      offerId: offer.id,
      replacesId: current?.id ?? null,
    });
    const decided = await accepted(
      tx,
      merchant,
      offer,
      actor,
      now,
      {
        contractId: contract.id,
        tiersBefore: current?.tiers ?? null,
        tiersAfter: contract.tiers,
        detail: { action: 'new', period: contract.period, startsAt: contract.startsAt.toISOString() },
      },
      contract.id,
    );
    await endBelow(
      tx,
      merchant,
      offer.downlineId,
      offer.kind,
      { maxProportionPpm: contract.maxProportionPpm, period: contract.period },
      start,
      now,
    );
    return { offer: decided, contract };
  }

  async function acceptTermination(tx: Db, merchant: MerchantRow, offer: OfferRow, actor: Actor, now: Date) {
    const current =
      offer.contractId === null ? undefined : await repo.contracts.contractForUpdate(tx, offer.contractId);
    // A contract that ended meanwhile cancels its pending termination in the same transaction
    // (endContracts), so an active one is the only kind a pending termination can name.
    if (!current || current.status !== 'active')
      throw new Error(`termination ${offer.id} of a contract not active`);
    const endsAt = terminationEnd(
      { startsAt: current.startsAt.getTime(), period: current.period },
      now.getTime(),
      merchant.timeZone,
    );
    const decided = await accepted(tx, merchant, offer, actor, now, {
      contractId: current.id,
      tiersBefore: current.tiers,
      tiersAfter: null,
      detail: { action: 'terminate' },
    });
    const [ended] = await endContracts(
      tx,
      merchant,
      [{ contract: current, reason: 'terminated' }],
      endsAt,
      actorEvent(actor),
      now,
    );
    await endBelow(tx, merchant, offer.downlineId, offer.kind, null, endsAt, now);
    return { offer: decided, contract: ended ?? null };
  }

  return { result, offerNew, offerTermination, decide };
}
