import {
  CONTRACT_KIND_FLAGS,
  CONTRACT_KIND_MODULES,
  CONTRACT_KINDS,
  ErrorCode,
  isAgentType,
  PERIODS_OF_KIND,
  PROPORTION_SCALE,
  ppmToPercent,
  type ContractEndReason,
  type ContractFeed,
  type ContractFeedQuery,
  type ContractHistory,
  type ContractHistoryQuery,
  type ContractInfo,
  type ContractKind,
  type ContractOfferDecision,
  type ContractOfferRequest,
  type ContractOfferResult,
  type ContractOffers,
  type ContractOffersQuery,
  type ContractPeriod,
  type ContractTerminateRequest,
  type DownlineContractsPage,
  type DownlineContractsQuery,
  type FieldErrors,
} from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { requireAgent } from '../agent/agent.service.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import { uniqueViolation } from '../payments/payments.common.js';
import type {
  AgentContractRepository,
  ContractMember,
  ContractRow,
  NewEvent,
  OfferRow,
} from './agent-contract.repository.js';
import {
  checkOfferBound,
  contractsToEnd,
  decideOffer,
  maxProportion,
  newContractStart,
  terminationEnd,
  tiersFromJson,
  tiersFromWire,
  tiersToJson,
} from './agent-contract.rules.js';
import { createContractViews, findDirectDownline, page } from './agent-contract.views.js';

/**
 * The contract lifecycle (ADR 0009, "Lifecycle"): an upline offers a direct downline agent a new
 * contract or the termination of the current one, the downline accepts or rejects, the upline may
 * cancel; the operator does the same for the brand's contracts with top agents. Every change is one
 * transaction with its rows in agent_contract_events.
 *
 * Concurrency: offers and decisions of a pair hold the pair's lock, then read and write (the partial
 * unique indexes are the last word: a racing insert that slipped past is answered the same way).
 * An acceptance also holds the kind's lock for the brand first: it reads the upline's contract (the
 * bound) and ends contracts below (automatic ends), which must not interleave with another
 * acceptance on the same chain. Offers read the bound without that lock: acceptance checks it again.
 */
export interface AgentContractDeps {
  repo: AgentContractRepository;
  isModuleEnabled(merchantId: number, modId: string): Promise<boolean>;
}

/** Who acts: a member in a role, or the operator (the brand's contracts). */
type Actor = { memberId: number; role: 'upline' | 'downline' } | { memberId: null; role: 'operator' };

const SYSTEM = { actorId: null, actorRole: 'system' as const };

const offerPending = () =>
  AppError.rule(ErrorCode.contractOfferPending, 'an offer of this kind is already waiting for an answer', {
    downline: 'CONTRACT_OFFER_PENDING',
  });
const notFound = (field = 'offerId') =>
  AppError.rule(ErrorCode.contractNotFound, 'no such contract or offer of yours', {
    [field]: 'CONTRACT_NOT_FOUND',
  });

export function createAgentContractService(deps: AgentContractDeps) {
  const { repo } = deps;
  const { db } = repo;

  async function requireKindEnabled(merchant: MerchantRow, kind: ContractKind): Promise<void> {
    const modId = CONTRACT_KIND_MODULES[kind];
    if (!(await deps.isModuleEnabled(merchant.id, modId))) throw AppError.functionNotAvailable(modId);
  }

  /** A top agent of the brand (no upline), for the operator's offers. */
  async function topAgent(merchant: MerchantRow, account: string): Promise<ContractMember> {
    const found = await repo.memberByAccount(merchant.id, account);
    if (!found) throw AppError.badRequest('no such member', { downline: 'NOT_FOUND' });
    if (!isAgentType(found.type) || found.uplineId !== null) {
      throw AppError.badRequest('the brand contracts with top agents only', { downline: 'NOT_TOP_AGENT' });
    }
    return found;
  }

  const { contractView, offerView, eventView, namesOf } = createContractViews(repo);
  const directDownline = (merchant: MerchantRow, caller: MemberRow, account: string, field: string) =>
    findDirectDownline(repo, merchant, caller, account, field);

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

    return pairWrite(async (tx) => {
      await repo.lockPair(tx, downline.id, kind);
      await checkBound(tx, uplineId, kind, period, tiers);
      if (await repo.pendingOffer(tx, downline.id, kind)) throw offerPending();
      const current = await repo.activeContract(tx, downline.id, kind);
      const offer = await repo.insertOffer(tx, {
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
      await repo.insertEvents(tx, [
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
      return offer;
    });
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
      const own = await repo.activeContract(tx, uplineId, kind, { lock: false });
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
    return pairWrite(async (tx) => {
      await repo.lockPair(tx, downline.id, kind);
      const current = await repo.activeContract(tx, downline.id, kind);
      if (!current || current.uplineId !== uplineId) throw notFound('kind');
      if (await repo.pendingOffer(tx, downline.id, kind)) throw offerPending();
      const offer = await repo.insertOffer(tx, {
        merchantId: merchant.id,
        action: 'terminate',
        kind,
        uplineId,
        downlineId: downline.id,
        contractId: current.id,
        offeredBy: actor.memberId,
      });
      await repo.insertEvents(tx, [
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
      return { offer, contract: current };
    });
  }

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
      const row = await repo.endContract(tx, contract.id, endsAt, reason, status);
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
    const moot = await repo.pendingTerminationsOf(
      tx,
      ended.map((c) => c.id),
    );
    events.push(...(await cancelBySystem(tx, merchant, moot, 'contractEnded', now)));
    await repo.insertEvents(tx, events);
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
      await repo.decideOffer(tx, offer.id, { status: 'cancelled', decidedAt: now, decidedBy: null });
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
    const below = await repo.activeBelow(tx, agentId, kind);
    if (below.length === 0) return;
    const byId = new Map(below.map((c) => [c.id, c]));
    const ends = contractsToEnd(agentId, received, below).flatMap(({ id, reason }) => {
      const contract = byId.get(id);
      return contract ? [{ contract, reason }] : [];
    });
    await endContracts(tx, merchant, ends, at, SYSTEM, now);
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
    const seen = await repo.offerById(merchant.id, offerId);
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
      const locked = await repo.offerForUpdate(tx, offerId);
      if (!locked) throw notFound();
      const status = refusal(locked.status);
      const now = new Date(await repo.now(tx));
      const decidedBy = actor.memberId;
      if (status !== 'accepted') {
        const decided = await repo.decideOffer(tx, locked.id, { status, decidedAt: now, decidedBy });
        if (!decided) throw new Error(`offer ${locked.id} left pending under its lock`);
        await repo.insertEvents(tx, [
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
    const current = await repo.activeContract(tx, offer.downlineId, offer.kind);
    if (current)
      await endContracts(
        tx,
        merchant,
        [{ contract: current, reason: 'replaced' }],
        start,
        actorEvent(actor),
        now,
      );
    const contract = await repo.insertContract(tx, {
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
    const decided = await repo.decideOffer(tx, offer.id, {
      status: 'accepted',
      decidedAt: now,
      decidedBy: actor.memberId,
      resultContractId: contract.id,
    });
    if (!decided) throw new Error(`offer ${offer.id} left pending under its lock`);
    await repo.insertEvents(tx, [
      {
        merchantId: merchant.id,
        kind: offer.kind,
        uplineId: offer.uplineId,
        downlineId: offer.downlineId,
        event: 'accepted',
        offerId: offer.id,
        contractId: contract.id,
        ...actorEvent(actor),
        tiersBefore: current?.tiers ?? null,
        tiersAfter: contract.tiers,
        detail: { action: 'new', period: contract.period, startsAt: contract.startsAt.toISOString() },
      },
    ]);
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
      offer.contractId === null ? undefined : await repo.contractForUpdate(tx, offer.contractId);
    // A contract that ended meanwhile cancels its pending termination in the same transaction
    // (endContracts), so an active one is the only kind a pending termination can name.
    if (!current || current.status !== 'active')
      throw new Error(`termination ${offer.id} of a contract not active`);
    const endsAt = terminationEnd(
      { startsAt: current.startsAt.getTime(), period: current.period },
      now.getTime(),
      merchant.timeZone,
    );
    const decided = await repo.decideOffer(tx, offer.id, {
      status: 'accepted',
      decidedAt: now,
      decidedBy: actor.memberId,
    });
    if (!decided) throw new Error(`offer ${offer.id} left pending under its lock`);
    await repo.insertEvents(tx, [
      {
        merchantId: merchant.id,
        kind: offer.kind,
        uplineId: offer.uplineId,
        downlineId: offer.downlineId,
        event: 'accepted',
        offerId: offer.id,
        contractId: current.id,
        ...actorEvent(actor),
        tiersBefore: current.tiers,
        tiersAfter: null,
        detail: { action: 'terminate' },
      },
    ]);
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

  // ---------------------------------------------------------------- the calls

  return {
    async info(merchant: MerchantRow, member: MemberRow): Promise<ContractInfo> {
      const me = requireAgent(member);
      const [enabled, contracts, offers] = await Promise.all([
        Promise.all(CONTRACT_KINDS.map((k) => deps.isModuleEnabled(merchant.id, CONTRACT_KIND_MODULES[k]))),
        repo.liveContracts([me.id]),
        repo.offersTo(me.id),
      ]);
      const names = await namesOf([...contracts, ...offers], [me.id]);
      const flags = Object.fromEntries(
        CONTRACT_KINDS.map((k, i) => [CONTRACT_KIND_FLAGS[k], enabled[i] === true]),
      );
      return {
        divtypereq: flags['divtypereq'] === true,
        dailysalreqtype: flags['dailysalreqtype'] === true,
        contracthoursalreq: flags['contracthoursalreq'] === true,
        realtimesalreqtype: flags['realtimesalreqtype'] === true,
        kinds: CONTRACT_KINDS.map((kind, i) => {
          const own = contracts.filter((c) => c.kind === kind);
          const active = own.find((c) => c.status === 'active');
          const pending = offers.find((o) => o.kind === kind);
          return {
            kind,
            enabled: enabled[i] === true,
            contracts: own.map((c) => contractView(merchant, names, c)),
            pendingOffer: pending ? offerView(merchant, names, pending) : null,
            maxProportion: active ? ppmToPercent(active.maxProportionPpm) : null,
          };
        }),
      };
    },

    async downlineContracts(
      merchant: MerchantRow,
      member: MemberRow,
      q: DownlineContractsQuery,
    ): Promise<DownlineContractsPage> {
      const me = requireAgent(member);
      const only = q.account ? await directDownline(merchant, me, q.account, 'account') : undefined;
      const agents = await repo.directAgents(me.id, {
        memberId: only?.id,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      });
      const ids = agents.rows.map((a) => a.id);
      const [contracts, offers] = await Promise.all([
        repo.liveContracts(ids, { uplineId: me.id, kind: q.kind }),
        repo.offersFrom(me.id, {
          kind: q.kind,
          downlineIds: ids,
          pageNo: 1,
          pageSize: ids.length * CONTRACT_KINDS.length || 1,
        }),
      ]);
      const names = await namesOf([...contracts, ...offers.rows], [me.id]);
      return page(
        agents.rows.map((a) => ({
          account: a.account,
          nickname: a.nickname,
          contracts: contracts
            .filter((c) => c.downlineId === a.id)
            .map((c) => contractView(merchant, names, c)),
          pendingOffers: offers.rows
            .filter((o) => o.downlineId === a.id)
            .sort((x, y) => x.id - y.id)
            .map((o) => offerView(merchant, names, o)),
        })),
        agents.total,
        q.pageNo,
        q.pageSize,
      );
    },

    async offer(
      merchant: MerchantRow,
      member: MemberRow,
      body: ContractOfferRequest,
    ): Promise<ContractOfferResult> {
      const me = requireAgent(member);
      const downline = await directDownline(merchant, me, body.downline, 'downline');
      const offer = await offerNew(merchant, { memberId: me.id, role: 'upline' }, me.id, downline, body);
      return result(merchant, offer, null);
    },

    async terminate(
      merchant: MerchantRow,
      member: MemberRow,
      body: ContractTerminateRequest,
    ): Promise<ContractOfferResult> {
      const me = requireAgent(member);
      const downline = await directDownline(merchant, me, body.downline, 'downline');
      const { offer, contract } = await offerTermination(
        merchant,
        { memberId: me.id, role: 'upline' },
        me.id,
        downline,
        body.kind,
      );
      return result(merchant, offer, contract);
    },

    /** The downline decides offers addressed to it; the upline cancels its own; nobody else sees them. */
    async decide(
      merchant: MerchantRow,
      member: MemberRow,
      body: ContractOfferDecision,
    ): Promise<ContractOfferResult> {
      const me = requireAgent(member);
      return decide(merchant, body.offerId, body.decision, (offer) =>
        offer.downlineId === me.id
          ? { memberId: me.id, role: 'downline' }
          : offer.uplineId === me.id
            ? { memberId: me.id, role: 'upline' }
            : null,
      );
    },

    async offers(merchant: MerchantRow, member: MemberRow, q: ContractOffersQuery): Promise<ContractOffers> {
      const me = requireAgent(member);
      const [received, sent] = await Promise.all([
        repo.offersTo(me.id, q.kind),
        repo.offersFrom(me.id, { kind: q.kind, pageNo: q.pageNo, pageSize: q.pageSize }),
      ]);
      const names = await namesOf([...received, ...sent.rows]);
      return {
        received: received.map((o) => offerView(merchant, names, o)),
        sent: page(
          sent.rows.map((o) => offerView(merchant, names, o)),
          sent.total,
          q.pageNo,
          q.pageSize,
        ),
      };
    },

    async history(
      merchant: MerchantRow,
      member: MemberRow,
      q: ContractHistoryQuery,
    ): Promise<ContractHistory> {
      const me = requireAgent(member);
      const downline = q.downline ? await directDownline(merchant, me, q.downline, 'downline') : undefined;
      const { total, rows } = await repo.events({
        downlineId: downline?.id ?? me.id,
        ...(downline ? { uplineId: me.id } : {}),
        kind: q.kind,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      });
      const names = await namesOf(
        rows,
        rows.map((r) => r.actorId ?? me.id),
      );
      return page(
        rows.map((e) => eventView(merchant, names, e)),
        total,
        q.pageNo,
        q.pageSize,
      );
    },

    /** The live feed's replay: the caller's published events after `afterSeq` (ContractFeedSchema). */
    async feed(merchant: MerchantRow, member: MemberRow, q: ContractFeedQuery): Promise<ContractFeed> {
      const me = requireAgent(member);
      const [rows, latestSeq] = await Promise.all([
        repo.feed(me.id, q.afterSeq, q.limit),
        repo.latestSeq(me.id),
      ]);
      const names = await namesOf(
        rows,
        rows.map((r) => r.actorId ?? me.id),
      );
      return {
        list: rows.map((e) => ({ ...eventView(merchant, names, e), seq: e.seq ?? 0 })),
        latestSeq,
      };
    },

    /**
     * The operator moved `memberId` under another upline (in the move's transaction): its
     * contracts as a downline end at their current period's end (`uplineChanged`; the period in
     * progress is still settled with the old upline), the contracts of its own downlines of those
     * kinds end with them (`uplineEnded`: it has nothing left to pay them from), and offers
     * addressed to it are cancelled by the system (their pair is gone).
     */
    async uplineMoved(tx: Db, merchant: MerchantRow, memberId: number): Promise<void> {
      const now = new Date();
      const own = await repo.liveContractsIn(tx, memberId);
      for (const contract of own.filter((c) => c.status === 'active')) {
        const at = terminationEnd(
          { startsAt: contract.startsAt.getTime(), period: contract.period },
          now.getTime(),
          merchant.timeZone,
        );
        await endContracts(tx, merchant, [{ contract, reason: 'uplineChanged' }], at, SYSTEM, now);
        await endBelow(tx, merchant, memberId, contract.kind, null, at, now);
      }
      const offers = await repo.pendingOffersTo(tx, memberId);
      await repo.insertEvents(tx, await cancelBySystem(tx, merchant, offers, 'uplineChanged', now));
    },

    // ------------------------------------------------------------ the operator (the brand's side)

    /** The brand offers a top agent a contract (bound: 100 %); the agent answers as any downline. */
    async adminOffer(merchant: MerchantRow, body: ContractOfferRequest): Promise<ContractOfferResult> {
      const downline = await topAgent(merchant, body.downline);
      const offer = await offerNew(merchant, { memberId: null, role: 'operator' }, null, downline, body);
      return result(merchant, offer, null);
    },

    async adminTerminate(
      merchant: MerchantRow,
      body: ContractTerminateRequest,
    ): Promise<ContractOfferResult> {
      const downline = await topAgent(merchant, body.downline);
      const { offer, contract } = await offerTermination(
        merchant,
        { memberId: null, role: 'operator' },
        null,
        downline,
        body.kind,
      );
      return result(merchant, offer, contract);
    },

    async adminCancel(merchant: MerchantRow, offerId: number): Promise<ContractOfferResult> {
      return decide(merchant, offerId, 'cancel', (offer) =>
        offer.uplineId === null ? { memberId: null, role: 'operator' } : null,
      );
    },
  };
}
export type AgentContractService = ReturnType<typeof createAgentContractService>;
