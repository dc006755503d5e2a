-- Seamless-wallet calls settle against one of 16 shards of the brand's VENDOR_SETTLEMENT account,
-- picked by the player (system code 'VENDOR_SETTLEMENT:<member id mod 16>'), instead of one row.
-- Every movement locks its counterparty row until commit, so with a single row every bet and win of
-- the brand queued behind the one before it, including its WAL flush (bench/wallet.ts measured the
-- function alone at under half of pgbench's tpcb-like rate, waiting on Lock:transactionid). The
-- shards are one account to the books: their codes share the prefix and the ledger check sums
-- entries across all accounts. A player's calls always use the same shard.
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
  v_round game_rounds%ROWTYPE;
  v_debit game_round_ops%ROWTYPE;
  v_ledger bigint;
  v_source text := 'seamless:' || p_vendor;
  v_meta jsonb := jsonb_build_object('vendor', p_vendor, 'game', p_game, 'round', p_round);
  -- The player's shard of the vendor settlement account (see the header).
  v_settlement text := 'VENDOR_SETTLEMENT:' || (p_member % 16);
BEGIN
  INSERT INTO game_round_ops
    (merchant_id, vendor, tx_id, kind, round_id, member_id, amount_minor, ref_tx_id, request_hash, outcome)
  VALUES (p_merchant, p_vendor, p_tx, p_kind, p_round, p_member, p_amount, p_ref, p_hash, 'PENDING')
  ON CONFLICT ON CONSTRAINT game_round_ops_tx_uq DO NOTHING
  RETURNING id INTO v_op;

  IF v_op IS NULL THEN
    RETURN QUERY
      SELECT o.outcome, true, o.request_hash,
        coalesce((SELECT a.balance FROM ledger_accounts a WHERE a.merchant_id = p_merchant
          AND a.kind = 'player' AND a.member_id = o.member_id AND a.account_type_id = 1), 0)
      FROM game_round_ops o
      WHERE o.merchant_id = p_merchant AND o.vendor = p_vendor AND o.tx_id = p_tx;
    RETURN;
  END IF;

  IF p_kind = 'debit' THEN
    INSERT INTO game_rounds (merchant_id, member_id, vendor, round_id, game_code)
      VALUES (p_merchant, p_member, p_vendor, p_round, p_game)
      ON CONFLICT ON CONSTRAINT game_rounds_vendor_round_uq DO NOTHING;
    SELECT * INTO v_round FROM game_rounds r
      WHERE r.merchant_id = p_merchant AND r.vendor = p_vendor AND r.round_id = p_round FOR UPDATE;
    IF v_round.member_id <> p_member THEN
      v_outcome := 'ROUND_MISMATCH';
    ELSIF v_round.status <> 'open' THEN
      v_outcome := 'ROUND_CLOSED';
    ELSE
      SELECT p.transaction_id INTO v_ledger FROM ledger_post(p_merchant, p_currency, v_source, p_tx,
        p_hash, 'BET', p_member, p_round, v_meta, ARRAY[p_member, NULL]::integer[],
        ARRAY[1, NULL]::integer[], ARRAY[NULL, v_settlement]::text[],
        ARRAY[-p_amount, p_amount]::bigint[]) p;
      UPDATE game_rounds SET bet_minor = bet_minor + p_amount WHERE id = v_round.id;
    END IF;

  ELSIF p_kind = 'credit' THEN
    SELECT * INTO v_round FROM game_rounds r
      WHERE r.merchant_id = p_merchant AND r.vendor = p_vendor AND r.round_id = p_round FOR UPDATE;
    IF NOT FOUND THEN
      v_outcome := 'ROUND_NOT_FOUND';
    ELSIF v_round.member_id <> p_member THEN
      v_outcome := 'ROUND_MISMATCH';
    ELSIF v_round.status <> 'open' THEN
      v_outcome := 'ROUND_CLOSED';
    ELSE
      IF p_amount > 0 THEN
        SELECT p.transaction_id INTO v_ledger FROM ledger_post(p_merchant, p_currency, v_source, p_tx,
          p_hash, 'WIN', p_member, p_round, v_meta, ARRAY[NULL, p_member]::integer[],
          ARRAY[NULL, 1]::integer[], ARRAY[v_settlement, NULL]::text[],
          ARRAY[-p_amount, p_amount]::bigint[]) p;
      END IF;
      UPDATE game_rounds SET win_minor = p_amount, status = 'settled', settled_at = now()
        WHERE id = v_round.id;
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
        SELECT p.transaction_id INTO v_ledger FROM ledger_post(p_merchant, p_currency, v_source, p_tx,
          p_hash, 'REFUND', p_member, p_round, v_meta, ARRAY[NULL, p_member]::integer[],
          ARRAY[NULL, 1]::integer[], ARRAY[v_settlement, NULL]::text[],
          ARRAY[-v_debit.amount_minor, v_debit.amount_minor]::bigint[]) p;
        UPDATE game_rounds SET bet_minor = bet_minor - v_debit.amount_minor,
            status = CASE WHEN bet_minor - v_debit.amount_minor = 0 THEN 'rolled_back' ELSE status END,
            settled_at = CASE WHEN bet_minor - v_debit.amount_minor = 0 THEN now() ELSE settled_at END
          WHERE id = v_round.id;
      END IF;
    END IF;
  ELSE
    RAISE EXCEPTION 'unknown seamless call kind %', p_kind;
  END IF;

  UPDATE game_round_ops SET outcome = v_outcome, ledger_transaction_id = v_ledger WHERE id = v_op;
  RETURN QUERY SELECT v_outcome, false, p_hash,
    coalesce((SELECT a.balance FROM ledger_accounts a WHERE a.merchant_id = p_merchant
      AND a.kind = 'player' AND a.member_id = p_member AND a.account_type_id = 1), 0);
END
$$;
