-- ledger_post_batch: many balanced ledger transactions of one merchant and currency in one call,
-- set-based (ADR 0009, "Settlement in batches"). Each input row is what ledger_post takes for one
-- transaction (source, key, hash, type, member, reference, metadata, and its legs as members[],
-- types[], codes[], amounts[]); the rows are written in the order of their `n`. Per account the
-- entries keep a running balance_after in that order, and each account's balance is updated ONCE
-- with the sum of its entries: a brand account that pays 10,000 contract settlements in one
-- transaction is one row update, where ledger_post row by row updated the same row 10,000 times
-- (each update walking the chain of its earlier versions in the open transaction).
-- All or nothing: a key used before (a replay, another runner) raises unique_violation (23505)
-- and the caller posts its rows one by one with ledger_post, which answers replays. Accounts are
-- created on first use and locked in id order before their balances are read; a player balance
-- that would end below zero breaks ledger_accounts_player_not_negative as with ledger_post.
-- Answers each row's n and transaction id.
CREATE OR REPLACE FUNCTION ledger_post_batch(p_merchant integer, p_currency text, p_rows jsonb)
RETURNS TABLE (n integer, transaction_id bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_count integer;
  v_inserted integer;
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS ledger_batch_legs (
    n integer, transaction_id bigint, created_at timestamptz, account_id bigint, amount bigint
  ) ON COMMIT DROP;
  TRUNCATE ledger_batch_legs;

  -- Accounts on first use (players, then system accounts).
  INSERT INTO ledger_accounts (merchant_id, kind, member_id, account_type_id, currency)
    SELECT DISTINCT p_merchant, 'player', l.member, l.type, p_currency
    FROM jsonb_to_recordset(p_rows) AS r(members integer[], types integer[], codes text[]),
      unnest(r.members, r.types, r.codes) AS l(member, type, code)
    WHERE l.code IS NULL
    ORDER BY 3, 4
    ON CONFLICT (merchant_id, member_id, account_type_id) WHERE kind = 'player' DO NOTHING;
  INSERT INTO ledger_accounts (merchant_id, kind, system_code, currency)
    SELECT DISTINCT p_merchant, 'system', l.code, p_currency
    FROM jsonb_to_recordset(p_rows) AS r(members integer[], types integer[], codes text[]),
      unnest(r.members, r.types, r.codes) AS l(member, type, code)
    WHERE l.code IS NOT NULL
    ON CONFLICT (merchant_id, system_code, currency) WHERE kind = 'system' DO NOTHING;

  -- The transactions, in order; a key used before stops everything.
  SELECT count(*) INTO v_count FROM jsonb_array_elements(p_rows);
  WITH inserted AS (
    INSERT INTO ledger_transactions
      (merchant_id, source, idempotency_key, request_hash, type, member_id, reference, metadata)
    SELECT p_merchant, r.source, r.key, r.hash, r.type, r.member_id, r.reference, r.metadata
    FROM jsonb_to_recordset(p_rows) AS r(n integer, source text, key text, hash text, type text,
      member_id integer, reference text, metadata jsonb)
    ORDER BY r.n
    ON CONFLICT ON CONSTRAINT ledger_transactions_idempotency_uq DO NOTHING
    RETURNING id, source, idempotency_key, created_at
  )
  INSERT INTO ledger_batch_legs (n, transaction_id, created_at, account_id, amount)
    SELECT r.n, i.id, i.created_at, a.id, sum(l.amount)::bigint
    FROM jsonb_to_recordset(p_rows) AS r(n integer, source text, key text, members integer[],
        types integer[], codes text[], amounts bigint[])
      JOIN inserted i ON i.source = r.source AND i.idempotency_key = r.key
      CROSS JOIN LATERAL unnest(r.members, r.types, r.codes, r.amounts) AS l(member, type, code, amount)
      JOIN ledger_accounts a ON a.merchant_id = p_merchant AND (
        (l.code IS NULL AND a.kind = 'player' AND a.member_id = l.member AND a.account_type_id = l.type)
        OR (l.code IS NOT NULL AND a.kind = 'system' AND a.system_code = l.code AND a.currency = p_currency))
    GROUP BY r.n, i.id, i.created_at, a.id
    HAVING sum(l.amount) <> 0;
  SELECT count(DISTINCT b.n) INTO v_inserted FROM ledger_batch_legs b;
  IF v_inserted <> v_count THEN
    RAISE EXCEPTION 'ledger_post_batch: % of % keys were used before', v_count - v_inserted, v_count
      USING ERRCODE = 'unique_violation';
  END IF;

  -- Lock the accounts in id order, then one update each; entries carry the running balance.
  PERFORM 1 FROM ledger_accounts a
    WHERE a.id IN (SELECT DISTINCT b.account_id FROM ledger_batch_legs b) ORDER BY a.id FOR UPDATE;
  INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
    SELECT b.transaction_id, b.account_id, b.amount,
      a.balance + sum(b.amount) OVER (PARTITION BY b.account_id ORDER BY b.n ROWS UNBOUNDED PRECEDING),
      b.created_at
    FROM ledger_batch_legs b JOIN ledger_accounts a ON a.id = b.account_id
    ORDER BY b.n, b.account_id;
  UPDATE ledger_accounts a SET balance = a.balance + s.total
    FROM (SELECT b.account_id, sum(b.amount)::bigint AS total FROM ledger_batch_legs b GROUP BY b.account_id) s
    WHERE a.id = s.account_id AND s.total <> 0;

  RETURN QUERY SELECT DISTINCT b.n, b.transaction_id FROM ledger_batch_legs b ORDER BY b.n;
END
$$;
