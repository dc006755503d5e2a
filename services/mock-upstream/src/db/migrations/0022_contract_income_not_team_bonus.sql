-- Contract income is not a team bonus (ADR 0009, Consequences). An agent's income (a BONUS whose
-- bonusType starts with commission, dividend or salary, the classes the agent centre's "my income"
-- reads) is paid by the brand or an upline for the team's results: counted as a team bonus, a
-- downline's dividend would lower its upline's team net loss, and an upline's own dividend would
-- depend on what it paid below. So the rollups leave it out of `bonuses` (and out of every figure).
CREATE OR REPLACE FUNCTION bonus_is_agent_income(p_metadata jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(coalesce(p_metadata->>'bonusType', '')) ~ '^(commission|dividend|salary)'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION agent_rollup_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_amount bigint;
  v_day date;
  v_first boolean := false;
  v_rebate boolean;
BEGIN
  SELECT coalesce(sum(e.amount), 0) INTO v_amount FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id
    WHERE e.transaction_id = NEW.id AND a.kind = 'player' AND a.member_id = NEW.member_id
      AND a.account_type_id = 1;
  IF v_amount = 0 THEN RETURN NULL; END IF;
  v_day := merchant_day(NEW.merchant_id, NEW.created_at);
  IF NEW.type = 'DEPOSIT' THEN
    SELECT t.first_deposit_at IS NULL INTO v_first FROM member_totals t
      WHERE t.member_id = NEW.member_id FOR UPDATE;
    UPDATE member_totals t SET deposits = t.deposits + v_amount,
        first_deposit_at = coalesce(t.first_deposit_at, NEW.created_at),
        first_deposit = CASE WHEN t.first_deposit_at IS NULL THEN v_amount ELSE t.first_deposit END
      WHERE t.member_id = NEW.member_id;
    v_first := coalesce(v_first, false);
    PERFORM agent_rollup_add(NEW.member_id, NEW.merchant_id, v_day, v_amount, 0, 0, 0, 0, 0, 0, 0,
      CASE WHEN v_first THEN 1 ELSE 0 END, CASE WHEN v_first THEN v_amount ELSE 0 END);
  ELSIF NEW.type IN ('WITHDRAW', 'WITHDRAW_REFUND') THEN
    PERFORM agent_rollup_add(NEW.member_id, NEW.merchant_id, v_day, 0, -v_amount, 0, 0, 0, 0, 0, 0, 0, 0);
  ELSIF NEW.type = 'BONUS' THEN
    IF bonus_is_agent_income(NEW.metadata) THEN RETURN NULL; END IF;
    v_rebate := lower(coalesce(NEW.metadata->>'bonusType', '')) LIKE 'rebate%';
    PERFORM agent_rollup_add(NEW.member_id, NEW.merchant_id, v_day, 0, 0, 0, 0, 0, 0,
      CASE WHEN v_rebate THEN 0 ELSE v_amount END, CASE WHEN v_rebate THEN v_amount ELSE 0 END, 0, 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE VIEW member_daily_expected AS
WITH money AS (
  SELECT t.member_id, merchant_day(t.merchant_id, t.created_at) AS day, t.merchant_id,
      coalesce(sum(e.amount) FILTER (WHERE t.type = 'DEPOSIT'), 0) AS deposits,
      coalesce(-sum(e.amount) FILTER (WHERE t.type IN ('WITHDRAW', 'WITHDRAW_REFUND')), 0) AS withdrawals,
      coalesce(sum(e.amount) FILTER (WHERE t.type = 'BONUS' AND NOT bonus_is_agent_income(t.metadata)
        AND lower(coalesce(t.metadata->>'bonusType', '')) NOT LIKE 'rebate%'), 0) AS bonuses,
      coalesce(sum(e.amount) FILTER (WHERE t.type = 'BONUS'
        AND lower(coalesce(t.metadata->>'bonusType', '')) LIKE 'rebate%'), 0) AS rebates
    FROM ledger_transactions t
    JOIN ledger_entries e ON e.transaction_id = t.id
    JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'player' AND a.member_id = t.member_id
      AND a.account_type_id = 1
    WHERE t.type IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'BONUS')
      AND NOT (t.type = 'BONUS' AND bonus_is_agent_income(t.metadata))
    GROUP BY 1, 2, 3
), firsts AS (
  SELECT DISTINCT ON (t.member_id) t.member_id, merchant_day(t.merchant_id, t.created_at) AS day,
      e.amount AS first_deposit
    FROM ledger_transactions t
    JOIN ledger_entries e ON e.transaction_id = t.id
    JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'player' AND a.member_id = t.member_id
      AND a.account_type_id = 1
    WHERE t.type = 'DEPOSIT' AND e.amount > 0
    ORDER BY t.member_id, t.created_at, t.id
), play AS (
  SELECT r.member_id, merchant_day(r.merchant_id, r.created_at) AS day, r.merchant_id,
      count(*) FILTER (WHERE r.status = 'settled')::integer AS bet_count,
      sum(r.bet_minor) AS bets,
      coalesce(sum(r.bet_minor) FILTER (WHERE r.status = 'settled'), 0) AS valid_bets,
      coalesce(sum(r.win_minor) FILTER (WHERE r.status = 'settled'), 0) AS payouts,
      true AS active
    FROM game_rounds r GROUP BY 1, 2, 3
), keys AS (
  SELECT member_id, day, merchant_id FROM money UNION SELECT member_id, day, merchant_id FROM play
)
SELECT k.member_id, k.day, k.merchant_id,
    coalesce(m.deposits, 0)::bigint AS deposits, coalesce(m.withdrawals, 0)::bigint AS withdrawals,
    coalesce(p.bet_count, 0) AS bet_count, coalesce(p.bets, 0)::bigint AS bets,
    coalesce(p.valid_bets, 0)::bigint AS valid_bets, coalesce(p.payouts, 0)::bigint AS payouts,
    coalesce(m.bonuses, 0)::bigint AS bonuses, coalesce(m.rebates, 0)::bigint AS rebates,
    coalesce(f.first_deposit, 0)::bigint AS first_deposit, coalesce(p.active, false) AS active
  FROM keys k
  LEFT JOIN money m ON m.member_id = k.member_id AND m.day = k.day
  LEFT JOIN play p ON p.member_id = k.member_id AND p.day = k.day
  LEFT JOIN firsts f ON f.member_id = k.member_id AND f.day = k.day;
--> statement-breakpoint
-- Members that already hold such income (the demo seed's weekly commission) are rebuilt, with their
-- ancestors, so the rollups equal the new definition at once.
SELECT member_rollup_rebuild(array_agg(DISTINCT t.member_id))
  FROM ledger_transactions t
  WHERE t.type = 'BONUS' AND t.member_id IS NOT NULL AND bonus_is_agent_income(t.metadata)
  HAVING count(*) > 0;
