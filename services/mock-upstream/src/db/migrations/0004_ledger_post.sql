-- One ledger transaction in one statement (see modules/ledger/ledger.repository.ts): the
-- idempotency record, the accounts (created on first use), the balance changes and the entries.
-- Postings are merged per account and applied in account-id order, so concurrent movements lock
-- shared accounts in one order and queue instead of deadlocking. A key applied before returns the
-- first transaction (replayed = true) and moves nothing. A player balance that would go below zero
-- breaks ledger_accounts_player_not_negative and the whole statement fails.
-- A posting is a player wallet (p_members[i], p_types[i]) when p_codes[i] is null, else the
-- brand's system account p_codes[i] in p_currency.
CREATE OR REPLACE FUNCTION ledger_post(
  p_merchant integer,
  p_currency text,
  p_source text,
  p_key text,
  p_hash text,
  p_type text,
  p_member integer,
  p_reference text,
  p_metadata jsonb,
  p_members integer[],
  p_types integer[],
  p_codes text[],
  p_amounts bigint[]
) RETURNS TABLE (transaction_id bigint, replayed boolean, created_at timestamptz, request_hash text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_id bigint;
  v_created timestamptz;
  v_balance bigint;
  v_account bigint;
  v_ids bigint[] := '{}';
  r record;
  i integer;
BEGIN
  INSERT INTO ledger_transactions
    (merchant_id, source, idempotency_key, request_hash, type, member_id, reference, metadata)
  VALUES (p_merchant, p_source, p_key, p_hash, p_type, p_member, p_reference, p_metadata)
  ON CONFLICT ON CONSTRAINT ledger_transactions_idempotency_uq DO NOTHING
  RETURNING id, ledger_transactions.created_at INTO v_id, v_created;

  IF v_id IS NULL THEN
    RETURN QUERY
      SELECT t.id, true, t.created_at, t.request_hash FROM ledger_transactions t
      WHERE t.merchant_id = p_merchant AND t.source = p_source AND t.idempotency_key = p_key;
    RETURN;
  END IF;

  FOR i IN 1 .. coalesce(array_length(p_amounts, 1), 0) LOOP
    v_account := NULL;
    IF p_codes[i] IS NULL THEN
      SELECT a.id INTO v_account FROM ledger_accounts a
        WHERE a.merchant_id = p_merchant AND a.kind = 'player'
          AND a.member_id = p_members[i] AND a.account_type_id = p_types[i];
      IF v_account IS NULL THEN
        INSERT INTO ledger_accounts (merchant_id, kind, member_id, account_type_id, currency)
          VALUES (p_merchant, 'player', p_members[i], p_types[i], p_currency)
          ON CONFLICT (merchant_id, member_id, account_type_id) WHERE kind = 'player' DO NOTHING;
        SELECT a.id INTO v_account FROM ledger_accounts a
          WHERE a.merchant_id = p_merchant AND a.kind = 'player'
            AND a.member_id = p_members[i] AND a.account_type_id = p_types[i];
      END IF;
    ELSE
      SELECT a.id INTO v_account FROM ledger_accounts a
        WHERE a.merchant_id = p_merchant AND a.kind = 'system'
          AND a.system_code = p_codes[i] AND a.currency = p_currency;
      IF v_account IS NULL THEN
        INSERT INTO ledger_accounts (merchant_id, kind, system_code, currency)
          VALUES (p_merchant, 'system', p_codes[i], p_currency)
          ON CONFLICT (merchant_id, system_code, currency) WHERE kind = 'system' DO NOTHING;
        SELECT a.id INTO v_account FROM ledger_accounts a
          WHERE a.merchant_id = p_merchant AND a.kind = 'system'
            AND a.system_code = p_codes[i] AND a.currency = p_currency;
      END IF;
    END IF;
    v_ids := v_ids || v_account;
  END LOOP;

  FOR r IN
    SELECT u.account AS account, sum(u.amount)::bigint AS amount
    FROM unnest(v_ids, p_amounts) AS u(account, amount)
    GROUP BY u.account HAVING sum(u.amount) <> 0 ORDER BY u.account
  LOOP
    UPDATE ledger_accounts SET balance = balance + r.amount WHERE id = r.account
      RETURNING balance INTO v_balance;
    INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
      VALUES (v_id, r.account, r.amount, v_balance, v_created);
  END LOOP;

  RETURN QUERY SELECT v_id, false, v_created, p_hash;
END
$$;
