-- game_round_move, leaner (same signature, answers and outcomes as 0007; see its header): a bet or a
-- win writes each row once, and posts through ledger_post_pair (below) instead of ledger_post. The
-- round is opened or added to by one upsert (no separate insert, locking read and update), a win
-- settles it by one guarded update, and the call's idempotency record is written once, at the end,
-- with its outcome (0007 inserted it first and updated it last). A replay is found by the unique
-- key before anything is written.
-- Two calls with the same txId at the same time: both may get past the replay check; the second
-- then waits on the round's row lock (or on the first's ledger transaction), and at the end its
-- record conflicts with the first's, so it raises serialization_failure (40001) and everything it
-- did is undone; the caller retries it, and the retry is answered as a replay.
-- A two-leg posting between a player's main wallet and a system account (the seamless calls'
-- only shape): ledger_post without its general parts. The accounts are updated directly (no lookup
-- first), player first, then the system account (every caller takes them in that order), and the
-- player's new balance is returned. A second posting with the same key raises
-- serialization_failure: in game_round_move that is the same-txId race, undone and retried.
CREATE OR REPLACE FUNCTION ledger_post_pair(
  p_merchant integer,
  p_currency text,
  p_source text,
  p_key text,
  p_hash text,
  p_type text,
  p_member integer,
  p_reference text,
  p_metadata jsonb,
  p_system_code text,
  p_player_delta bigint
) RETURNS TABLE (transaction_id bigint, player_balance bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_id bigint;
  v_created timestamptz;
  v_player bigint;
  v_player_balance bigint;
  v_system bigint;
  v_system_balance bigint;
BEGIN
  INSERT INTO ledger_transactions
    (merchant_id, source, idempotency_key, request_hash, type, member_id, reference, metadata)
  VALUES (p_merchant, p_source, p_key, p_hash, p_type, p_member, p_reference, p_metadata)
  ON CONFLICT ON CONSTRAINT ledger_transactions_idempotency_uq DO NOTHING
  RETURNING id, ledger_transactions.created_at INTO v_id, v_created;
  IF v_id IS NULL THEN
    RAISE EXCEPTION 'ledger posting %/% exists already', p_source, p_key
      USING ERRCODE = 'serialization_failure';
  END IF;

  UPDATE ledger_accounts a SET balance = a.balance + p_player_delta
    WHERE a.merchant_id = p_merchant AND a.kind = 'player' AND a.member_id = p_member
      AND a.account_type_id = 1
    RETURNING a.id, a.balance INTO v_player, v_player_balance;
  IF v_player IS NULL THEN
    INSERT INTO ledger_accounts (merchant_id, kind, member_id, account_type_id, currency)
      VALUES (p_merchant, 'player', p_member, 1, p_currency)
      ON CONFLICT (merchant_id, member_id, account_type_id) WHERE kind = 'player' DO NOTHING;
    UPDATE ledger_accounts a SET balance = a.balance + p_player_delta
      WHERE a.merchant_id = p_merchant AND a.kind = 'player' AND a.member_id = p_member
        AND a.account_type_id = 1
      RETURNING a.id, a.balance INTO v_player, v_player_balance;
  END IF;

  UPDATE ledger_accounts a SET balance = a.balance - p_player_delta
    WHERE a.merchant_id = p_merchant AND a.kind = 'system' AND a.system_code = p_system_code
      AND a.currency = p_currency
    RETURNING a.id, a.balance INTO v_system, v_system_balance;
  IF v_system IS NULL THEN
    INSERT INTO ledger_accounts (merchant_id, kind, system_code, currency)
      VALUES (p_merchant, 'system', p_system_code, p_currency)
      ON CONFLICT (merchant_id, system_code, currency) WHERE kind = 'system' DO NOTHING;
    UPDATE ledger_accounts a SET balance = a.balance - p_player_delta
      WHERE a.merchant_id = p_merchant AND a.kind = 'system' AND a.system_code = p_system_code
        AND a.currency = p_currency
      RETURNING a.id, a.balance INTO v_system, v_system_balance;
  END IF;

  INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
    VALUES (v_id, v_player, p_player_delta, v_player_balance, v_created),
      (v_id, v_system, -p_player_delta, v_system_balance, v_created);
  RETURN QUERY SELECT v_id, v_player_balance;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION game_round_move(
  p_merchant integer,
  p_currency text,
  p_vendor text,
  p_member integer,
  p_kind text,
  p_tx text,
  p_round text,
  p_game text,
  p_amount bigint,
  p_ref text,
  p_hash text
) RETURNS TABLE (outcome text, replayed boolean, request_hash text, balance bigint)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_op bigint;
  v_outcome text := 'OK';
  v_round_id bigint;
  v_round game_rounds%ROWTYPE;
  v_debit game_round_ops%ROWTYPE;
  v_seen game_round_ops%ROWTYPE;
  v_ledger bigint;
  v_balance bigint;
  v_source text := 'seamless:' || p_vendor;
  v_meta jsonb := jsonb_build_object('vendor', p_vendor, 'game', p_game, 'round', p_round);
  -- The player's shard of the vendor settlement account (see 0007).
  v_settlement text := 'VENDOR_SETTLEMENT:' || (p_member % 16);
BEGIN
  SELECT * INTO v_seen FROM game_round_ops o
    WHERE o.merchant_id = p_merchant AND o.vendor = p_vendor AND o.tx_id = p_tx;
  IF FOUND THEN
    RETURN QUERY SELECT v_seen.outcome, true, v_seen.request_hash,
      coalesce((SELECT a.balance FROM ledger_accounts a WHERE a.merchant_id = p_merchant
        AND a.kind = 'player' AND a.member_id = v_seen.member_id AND a.account_type_id = 1), 0);
    RETURN;
  END IF;

  IF p_kind = 'debit' THEN
    INSERT INTO game_rounds AS r (merchant_id, member_id, vendor, round_id, game_code, bet_minor)
      VALUES (p_merchant, p_member, p_vendor, p_round, p_game, p_amount)
      ON CONFLICT ON CONSTRAINT game_rounds_vendor_round_uq DO UPDATE
        SET bet_minor = r.bet_minor + EXCLUDED.bet_minor
        WHERE r.status = 'open' AND r.member_id = EXCLUDED.member_id
      RETURNING r.id INTO v_round_id;
    IF v_round_id IS NULL THEN
      SELECT * INTO v_round FROM game_rounds r
        WHERE r.merchant_id = p_merchant AND r.vendor = p_vendor AND r.round_id = p_round;
      v_outcome := CASE WHEN v_round.member_id <> p_member THEN 'ROUND_MISMATCH' ELSE 'ROUND_CLOSED' END;
    ELSE
      SELECT p.transaction_id, p.player_balance INTO v_ledger, v_balance FROM ledger_post_pair(
        p_merchant, p_currency, v_source, p_tx, p_hash, 'BET', p_member, p_round, v_meta, v_settlement,
        -p_amount) p;
    END IF;

  ELSIF p_kind = 'credit' THEN
    UPDATE game_rounds r SET win_minor = p_amount, status = 'settled', settled_at = now()
      WHERE r.merchant_id = p_merchant AND r.vendor = p_vendor AND r.round_id = p_round
        AND r.status = 'open' AND r.member_id = p_member
      RETURNING r.id INTO v_round_id;
    IF v_round_id IS NULL THEN
      SELECT * INTO v_round FROM game_rounds r
        WHERE r.merchant_id = p_merchant AND r.vendor = p_vendor AND r.round_id = p_round;
      IF NOT FOUND THEN
        v_outcome := 'ROUND_NOT_FOUND';
      ELSIF v_round.member_id <> p_member THEN
        v_outcome := 'ROUND_MISMATCH';
      ELSE
        v_outcome := 'ROUND_CLOSED';
      END IF;
    ELSIF p_amount > 0 THEN
      SELECT p.transaction_id, p.player_balance INTO v_ledger, v_balance FROM ledger_post_pair(
        p_merchant, p_currency, v_source, p_tx, p_hash, 'WIN', p_member, p_round, v_meta, v_settlement,
        p_amount) p;
    END IF;

  ELSIF p_kind = 'rollback' THEN
    SELECT * INTO v_debit FROM game_round_ops o
      WHERE o.merchant_id = p_merchant AND o.vendor = p_vendor AND o.tx_id = p_ref
        AND o.kind = 'debit' AND o.outcome = 'OK';
    IF NOT FOUND OR v_debit.round_id <> p_round THEN
      v_outcome := 'ROUND_NOT_FOUND';
    ELSIF v_debit.member_id <> p_member THEN
      v_outcome := 'ROUND_MISMATCH';
    ELSE
      SELECT * INTO v_round FROM game_rounds r
        WHERE r.merchant_id = p_merchant AND r.vendor = p_vendor AND r.round_id = p_round FOR UPDATE;
      IF v_round.status = 'settled' THEN
        v_outcome := 'ROUND_SETTLED';
      ELSIF EXISTS (SELECT 1 FROM game_round_ops o WHERE o.merchant_id = p_merchant
          AND o.vendor = p_vendor AND o.ref_tx_id = p_ref AND o.kind = 'rollback'
          AND o.outcome = 'OK') THEN
        v_outcome := 'ROUND_CLOSED';
      ELSE
        -- The refund is the debit's amount, whatever the rollback call says.
        SELECT p.transaction_id, p.player_balance INTO v_ledger, v_balance FROM ledger_post_pair(
          p_merchant, p_currency, v_source, p_tx, p_hash, 'REFUND', p_member, p_round, v_meta,
          v_settlement, v_debit.amount_minor) p;
        UPDATE game_rounds SET bet_minor = bet_minor - v_debit.amount_minor,
            status = CASE WHEN bet_minor - v_debit.amount_minor = 0 THEN 'rolled_back' ELSE status END,
            settled_at = CASE WHEN bet_minor - v_debit.amount_minor = 0 THEN now() ELSE settled_at END
          WHERE id = v_round.id;
      END IF;
    END IF;
  ELSE
    RAISE EXCEPTION 'unknown seamless call kind %', p_kind;
  END IF;

  INSERT INTO game_round_ops
    (merchant_id, vendor, tx_id, kind, round_id, member_id, amount_minor, ref_tx_id, request_hash,
     outcome, ledger_transaction_id)
  VALUES (p_merchant, p_vendor, p_tx, p_kind, p_round, p_member, p_amount, p_ref, p_hash, v_outcome,
    v_ledger)
  ON CONFLICT ON CONSTRAINT game_round_ops_tx_uq DO NOTHING
  RETURNING id INTO v_op;
  IF v_op IS NULL THEN
    RAISE EXCEPTION 'seamless call % of % committed meanwhile by another request', p_tx, p_vendor
      USING ERRCODE = 'serialization_failure';
  END IF;

  RETURN QUERY SELECT v_outcome, false, p_hash,
    coalesce(v_balance, (SELECT a.balance FROM ledger_accounts a WHERE a.merchant_id = p_merchant
      AND a.kind = 'player' AND a.member_id = p_member AND a.account_type_id = 1), 0);
END
$$;
