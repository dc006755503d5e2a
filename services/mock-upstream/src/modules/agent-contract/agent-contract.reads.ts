/**
 * What an agent reads of its contracts: its own contracts and offers by kind (with the kinds'
 * module switches), its direct downline agents' contracts, the offers it received and sent, the
 * history of a pair, and the live feed's replay.
 */
import {
  CONTRACT_KIND_FLAGS,
  CONTRACT_KIND_MODULES,
  CONTRACT_KINDS,
  ppmToPercent,
  type ContractFeed,
  type ContractFeedQuery,
  type ContractHistory,
  type ContractHistoryQuery,
  type ContractInfo,
  type ContractOffers,
  type ContractOffersQuery,
  type DownlineContractsPage,
  type DownlineContractsQuery,
} from '@portal/contracts';
import { pageOf } from '../../db/paging.js';
import type { MemberRow } from '../accounts/accounts.repository.js';
import { requireAgent } from '../agent/agent.service.js';
import type { MerchantRow } from '../merchants/merchants.repository.js';
import type { AgentContractDeps } from './agent-contract.deps.js';
import { findDirectDownline, type createContractViews } from './agent-contract.views.js';

export function createContractReads(
  deps: Pick<AgentContractDeps, 'repo' | 'isModuleEnabled'>,
  views: ReturnType<typeof createContractViews>,
) {
  const { repo } = deps;
  const { contractView, offerView, eventView, namesOf } = views;
  const directDownline = (merchant: MerchantRow, caller: MemberRow, account: string, field: string) =>
    findDirectDownline(repo, merchant, caller, account, field);

  return {
    async info(merchant: MerchantRow, member: MemberRow): Promise<ContractInfo> {
      const me = requireAgent(member);
      const [enabled, contracts, offers] = await Promise.all([
        Promise.all(CONTRACT_KINDS.map((k) => deps.isModuleEnabled(merchant.id, CONTRACT_KIND_MODULES[k]))),
        repo.contracts.liveContracts([me.id]),
        repo.offers.offersTo(me.id),
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
        repo.contracts.liveContracts(ids, { uplineId: me.id, kind: q.kind }),
        repo.offers.offersFrom(me.id, {
          kind: q.kind,
          downlineIds: ids,
          pageNo: 1,
          pageSize: ids.length * CONTRACT_KINDS.length || 1,
        }),
      ]);
      const names = await namesOf([...contracts, ...offers.rows], [me.id]);
      return pageOf(
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

    async offers(merchant: MerchantRow, member: MemberRow, q: ContractOffersQuery): Promise<ContractOffers> {
      const me = requireAgent(member);
      const [received, sent] = await Promise.all([
        repo.offers.offersTo(me.id, q.kind),
        repo.offers.offersFrom(me.id, { kind: q.kind, pageNo: q.pageNo, pageSize: q.pageSize }),
      ]);
      const names = await namesOf([...received, ...sent.rows]);
      return {
        received: received.map((o) => offerView(merchant, names, o)),
        sent: pageOf(
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
      const { total, rows } = await repo.events.events({
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
      return pageOf(
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
        repo.events.feed(me.id, q.afterSeq, q.limit),
        repo.events.latestSeq(me.id),
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
  };
}
