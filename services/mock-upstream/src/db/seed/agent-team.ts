import { MAIN_WALLET_ID } from '@portal/contracts';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.js';
import { player, postTransaction, system } from '../../modules/ledger/ledger.repository.js';
import { createSeamlessRepository } from '../../modules/seamless/seamless.repository.js';
import type { Db } from '../client.js';
import { rowsOf } from '../rows.js';
import { members, notices, type merchants } from '../schema/index.js';
import { random } from './demo-players.js';
import { DEMO_PASSWORD } from './members.js';

/**
 * demoagent's team (agent centre, issue 15): direct players, a sub-agent with players of its own,
 * and 30 days of history (registrations, deposits, bets and settled rounds, bonuses, rebates, the
 * agent's commissions), so that every page of the centre has something to show on a fresh start.
 * Everything moves through the ledger and game_round_move like real play. It happens now, then is
 * re-dated into the past day by day (ids grow with time, so running balances stay in order) and
 * the rollups are rebuilt from the re-dated rows. Seeded once: skipped when demosubagent exists.
 */
const SUB_AGENT = 'demosubagent';
const DIRECT = ['lotusana', 'lotusbao', 'lotuschi', 'lotusduc', 'lotuseve', 'lotusfay'];
const UNDER_SUB = ['subhoa', 'subkim', 'sublan', 'submai'];
const DAYS = 30;

export const AGENT_NOTICES = [
  {
    title: 'Agent commission is paid every Monday',
    content:
      '<p>Commission for the previous week is credited to your main wallet every Monday before 12:00. Check <b>My income</b> in the agent centre.</p>',
  },
  {
    title: 'New: invitation links with QR codes',
    content:
      '<p>Create up to 20 invitation links from <b>Open account</b>, for players or for sub-agents, and follow how many registered through each.</p>',
  },
];

export async function seedAgentTeam(tx: Db, merchant: typeof merchants.$inferSelect): Promise<void> {
  await tx
    .insert(notices)
    .values(
      AGENT_NOTICES.map((n, i) => ({
        merchantId: merchant.id,
        type: 'B',
        title: n.title,
        content: n.content,
        platform: 'W',
        startAt: new Date(Date.now() - (i + 2) * 86_400_000),
        sort: 100 + i,
        audience: 'agents' as const,
      })),
    )
    .onConflictDoNothing();

  const [agent] = await tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.account, 'demoagent')));
  if (!agent) return;
  const [seeded] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.account, SUB_AGENT)));
  if (seeded) return;

  // Immediate, so the triggers run now with the rows as written; the rebuild below re-reads them.
  await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
  const next = random(15_2026);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000 - Math.floor(next() * 3_600_000));
  const insertMember = async (account: string, type: number, uplineId: number, d: number, code?: string) => {
    const [row] = await tx
      .insert(members)
      .values({
        merchantId: merchant.id,
        account,
        passwordHash,
        type,
        uplineId,
        nickname: account.charAt(0).toUpperCase() + account.slice(1),
        affiliateCode: code ?? null,
        createdAt: daysAgo(d),
      })
      .returning();
    if (!row) throw new Error(`seed: ${account} not inserted`);
    return { ...row, joinedDaysAgo: d };
  };
  const sub = await insertMember(SUB_AGENT, 1, agent.id, 28, 'LOTUSSUB');
  const team = [sub];
  for (const [i, account] of DIRECT.entries()) team.push(await insertMember(account, 3, agent.id, 27 - i * 4));
  for (const [i, account] of UNDER_SUB.entries()) team.push(await insertMember(account, 3, sub.id, 25 - i * 5));
  const players = team.filter((m) => m.type === 3);

  const [lottery] = rowsOf(
    await tx.execute(sql`SELECT g.game_code FROM games g JOIN game_vendors gv ON gv.id = g.vendor_id
      WHERE gv.vendor = 'TCG_LOTTO_VN' ORDER BY g.id LIMIT 1`),
  );
  const games = [
    { vendor: 'DEMO', gameCode: 'DEMOSLOT' },
    ...(lottery ? [{ vendor: 'TCG_LOTTO_VN', gameCode: String(lottery['game_code']) }] : []),
  ];
  const seamless = createSeamlessRepository(tx);
  const base = { merchantId: merchant.id, currency: merchant.currency };
  const unit = 10n ** BigInt(merchant.currencyDecimals);
  const balances = new Map<number, bigint>();

  const watermark = async () => {
    const [row] = rowsOf(
      await tx.execute(sql`SELECT coalesce((SELECT max(id) FROM ledger_transactions), 0) AS t,
        coalesce((SELECT max(id) FROM ledger_entries), 0) AS e, coalesce((SELECT max(id) FROM game_rounds), 0) AS r`),
    );
    return { t: Number(row?.['t']), e: Number(row?.['e']), r: Number(row?.['r']) };
  };

  for (let d = DAYS; d >= 0; d--) {
    const before = await watermark();
    for (const m of players) {
      if (m.joinedDaysAgo < d) continue;
      const balance = balances.get(m.id) ?? 0n;
      // A deposit now and then, the first within two days of joining.
      if ((balance === 0n && m.joinedDaysAgo - d >= 1) || next() < 0.12) {
        const amount = BigInt(50 + Math.floor(next() * 450)) * unit;
        await postTransaction(tx, {
          ...base,
          source: 'seed-team',
          idempotencyKey: `team:${m.account}:deposit:${d}`,
          type: 'DEPOSIT',
          memberId: m.id,
          reference: `SD-TEAM-${m.account}-${d}`,
          postings: [
            { account: system('PAYMENT_CLEARING'), amount: -amount },
            { account: player(m.id, MAIN_WALLET_ID), amount },
          ],
        });
        balances.set(m.id, balance + amount);
      }
      if (next() < 0.08) {
        const amount = BigInt(5 + Math.floor(next() * 20)) * unit;
        const rebate = next() < 0.5;
        await postTransaction(tx, {
          ...base,
          source: 'seed-team',
          idempotencyKey: `team:${m.account}:bonus:${d}`,
          type: 'BONUS',
          memberId: m.id,
          reference: `SB-TEAM-${m.account}-${d}`,
          metadata: { bonusType: rebate ? 'REBATE' : 'PROMO', description: rebate ? 'Daily rebate' : 'Reload bonus' },
          postings: [
            { account: system('BONUS'), amount: -amount },
            { account: player(m.id, MAIN_WALLET_ID), amount },
          ],
        });
        balances.set(m.id, (balances.get(m.id) ?? 0n) + amount);
      }
      // A few rounds on active days.
      const rounds = next() < 0.6 ? 1 + Math.floor(next() * 4) : 0;
      for (let n = 0; n < rounds; n++) {
        const held = balances.get(m.id) ?? 0n;
        const bet = (held * BigInt(2 + Math.floor(next() * 10))) / 100n;
        if (bet <= 0n) break;
        const game = games[Math.floor(next() * games.length)] ?? games[0];
        if (!game) break;
        const roundId = `seed-${m.account}-${d}-${n}`;
        const call = (kind: 'debit' | 'credit', amountMinor: bigint) =>
          seamless.moveRound({
            ...base,
            vendor: game.vendor,
            account: m.account,
            kind,
            txId: `${roundId}-${kind}`,
            roundId,
            gameCode: game.gameCode,
            amountMinor,
            refTxId: null,
            requestHash: createHash('sha256').update(`${roundId}|${kind}|${amountMinor}`).digest('hex'),
          });
        await call('debit', bet);
        // The last day's last round stays open (a pending bet); the rest settle, now and then big.
        if (d === 0 && n === rounds - 1) {
          balances.set(m.id, held - bet);
          continue;
        }
        const roll = next();
        const win = roll < 0.45 ? 0n : roll < 0.97 ? (bet * BigInt(50 + Math.floor(next() * 150))) / 100n : bet * 12n;
        await call('credit', win);
        balances.set(m.id, held - bet + win);
      }
    }
    // The agent's weekly commission.
    if (d % 7 === 1) {
      const amount = BigInt(20 + Math.floor(next() * 80)) * unit;
      await postTransaction(tx, {
        ...base,
        source: 'seed-team',
        idempotencyKey: `team:demoagent:commission:${d}`,
        type: 'BONUS',
        memberId: agent.id,
        reference: `SC-TEAM-${d}`,
        metadata: { bonusType: 'COMMISSION', description: 'Weekly agent commission' },
        postings: [
          { account: system('BONUS'), amount: -amount },
          { account: player(agent.id, MAIN_WALLET_ID), amount },
        ],
      });
    }
    if (d > 0) {
      const at = sql`now() - make_interval(days => ${d})`;
      await tx.execute(sql`UPDATE ledger_transactions SET created_at = ${at} WHERE id > ${before.t}`);
      await tx.execute(sql`UPDATE ledger_entries SET created_at = ${at} WHERE id > ${before.e}`);
      await tx.execute(sql`UPDATE game_rounds SET created_at = ${at},
        settled_at = CASE WHEN settled_at IS NULL THEN NULL ELSE ${at} END WHERE id > ${before.r}`);
    }
  }
  const ids = [agent.id, ...team.map((m) => m.id)];
  await tx.execute(sql`SELECT member_rollup_rebuild(${`{${ids.join(',')}}`}::integer[])`);
  await tx.execute(sql`SET CONSTRAINTS ALL DEFERRED`);
}
