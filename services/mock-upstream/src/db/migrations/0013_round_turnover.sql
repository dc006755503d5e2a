-- game_round_move (same signature, answers and outcomes as 0010; see its header and 0007's) with
-- the withdrawal turnover: a credit that settles a round adds the round's valid bet (its stake as
-- settled: what its debits staked less what rollbacks refunded) to the member's member_turnover
-- done_minor, capped at required_minor, in the same statement as the settlement. A rolled-back
-- round never settles, so it never counts; a replayed or losing-race credit settles nothing (the
-- open -> settled update is guarded by status and serialised by the round's row lock, and a same-
-- txId race is undone whole by the serialization_failure below), so each round counts once.
-- Lock order is unchanged for money calls (round, player account, system account) and
-- member_turnover comes last, as in the deposit and bonus transactions (player account, then
-- member_turnover), so the two cannot deadlock.
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
  v_valid bigint;
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
      RETURNING r.id, r.bet_minor INTO v_round_id, v_valid;
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
    ELSE
      IF p_amount > 0 THEN
        SELECT p.transaction_id, p.player_balance INTO v_ledger, v_balance FROM ledger_post_pair(
          p_merchant, p_currency, v_source, p_tx, p_hash, 'WIN', p_member, p_round, v_meta,
          v_settlement, p_amount) p;
      END IF;
      -- The round's valid bet (its stake as settled) counts towards an unmet withdrawal turnover,
      -- up to what is still required. Only the call that moved the round from open to settled gets
      -- here, so a round counts once; a member owing nothing is an index probe and no write.
      IF v_valid > 0 THEN
        UPDATE member_turnover t SET done_minor = LEAST(t.required_minor, t.done_minor + v_valid),
            updated_at = now()
          WHERE t.member_id = p_member AND t.done_minor < t.required_minor;
      END IF;
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
