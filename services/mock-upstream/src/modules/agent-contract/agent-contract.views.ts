import {
  ContractEndReasonSchema,
  ContractEventTypeSchema,
  ContractPeriodSchema,
  ErrorCode,
  isAgentType,
  ppmToPercent,
  type ContractEventView,
  type ContractKind,
  type ContractOfferView,
  type ContractView,
} from '@portal/contracts';
import type { ContractTierRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { money } from '../../lib/money.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { notInDownline } from '../agent/agent.service.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type {
  AgentContractRepository,
  ContractMember,
  ContractRow,
  EventRow,
  OfferRow,
} from './agent-contract.repository.js';
import { tierToWire, tiersFromJson } from './agent-contract.rules.js';

/** A descendant that is not a direct downline agent: contracts are signed with direct ones only. */
export const directAgentOnly = (field: string) =>
  AppError.rule(ErrorCode.contractDirectAgentOnly, 'contracts are signed with direct downline agents only', {
    [field]: 'CONTRACT_DIRECT_AGENT_ONLY',
  });

/** The caller's DIRECT downline agent named `account`; NOT_IN_DOWNLINE for anyone not below it. */
export async function findDirectDownline(
  repo: AgentContractRepository,
  merchant: MerchantRow,
  caller: MemberRow,
  account: string,
  field: string,
): Promise<ContractMember> {
  const found = await repo.descendant(caller.id, merchant.id, account);
  if (!found) throw notInDownline(field);
  if (found.depth !== 1 || !isAgentType(found.type)) throw directAgentOnly(field);
  return found;
}

/** The wire views of contracts, offers and events (account names read in one query per answer). */
export function createContractViews(repo: AgentContractRepository) {
  const instant = (d: Date | null) => (d === null ? null : d.toISOString());
  const tiersView = (merchant: MerchantRow, kind: ContractKind, json: ContractTierRow[] | null) =>
    json === null ? null : tiersFromJson(json).map((t) => tierToWire(kind, t, merchant));
  const accountOf = (names: Map<number, string>, id: number) => {
    const name = names.get(id);
    if (name === undefined) throw new Error(`member ${id} has no account`);
    return name;
  };

  function contractView(merchant: MerchantRow, names: Map<number, string>, c: ContractRow): ContractView {
    return {
      id: c.id,
      kind: c.kind,
      period: c.period,
      upline: c.uplineId === null ? null : accountOf(names, c.uplineId),
      downline: accountOf(names, c.downlineId),
      tiers: tiersView(merchant, c.kind, c.tiers) ?? [],
      maxProportion: ppmToPercent(c.maxProportionPpm),
      status: c.status,
      startsAt: c.startsAt.toISOString(),
      endsAt: instant(c.endsAt),
      endReason: c.endReason,
      createdAt: c.createdAt.toISOString(),
    };
  }

  function offerView(merchant: MerchantRow, names: Map<number, string>, o: OfferRow): ContractOfferView {
    return {
      id: o.id,
      action: o.action,
      kind: o.kind,
      upline: o.uplineId === null ? null : accountOf(names, o.uplineId),
      downline: accountOf(names, o.downlineId),
      period: o.period,
      tiers: tiersView(merchant, o.kind, o.tiers),
      maxProportion: o.maxProportionPpm === null ? null : ppmToPercent(o.maxProportionPpm),
      contractId: o.contractId,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      decidedAt: instant(o.decidedAt),
    };
  }

  const namesOf = (rows: Array<{ uplineId: number | null; downlineId: number }>, more: number[] = []) =>
    repo.accounts([...rows.flatMap((r) => [r.uplineId, r.downlineId]), ...more]);

  function eventView(merchant: MerchantRow, names: Map<number, string>, e: EventRow): ContractEventView {
    const detail = e.detail;
    const period = ContractPeriodSchema.safeParse(detail['period']);
    const reason = ContractEndReasonSchema.safeParse(detail['reason']);
    const endsAt = typeof detail['endsAt'] === 'string' ? detail['endsAt'] : null;
    return {
      id: e.id,
      kind: e.kind,
      event: ContractEventTypeSchema.parse(e.event),
      upline: e.uplineId === null ? null : accountOf(names, e.uplineId),
      downline: accountOf(names, e.downlineId),
      actor: e.actorId === null ? null : accountOf(names, e.actorId),
      actorRole: e.actorRole,
      at: e.createdAt.toISOString(),
      offerId: e.offerId,
      contractId: e.contractId,
      tiersBefore: tiersView(merchant, e.kind, e.tiersBefore ?? null),
      tiersAfter: tiersView(merchant, e.kind, e.tiersAfter ?? null),
      period: period.success ? period.data : null,
      endReason: reason.success ? reason.data : null,
      endsAt,
      settlement: e.event === 'settled' ? settlementView(merchant, detail) : null,
    };
  }

  /** A settled event's detail (agent-contract.settlement.ts writes it) as the wire shows it. */
  function settlementView(
    merchant: MerchantRow,
    detail: Record<string, unknown>,
  ): ContractEventView['settlement'] {
    const minor = (v: unknown) => money(BigInt(typeof v === 'string' && /^\d+$/.test(v) ? v : '0'), merchant);
    return {
      periodStart: String(detail['periodStart'] ?? ''),
      periodEnd: String(detail['periodEnd'] ?? ''),
      amount: minor(detail['amount']),
      paidAmount: minor(detail['paidAmount']),
      status: detail['status'] === 'owed' ? 'owed' : 'paid',
    };
  }

  return { contractView, offerView, eventView, namesOf, tiersView, accountOf };
}
