CREATE TABLE "game_round_ops" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"tx_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"ref_tx_id" text,
	"request_hash" text NOT NULL,
	"outcome" text NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_round_ops_tx_uq" UNIQUE("merchant_id","vendor","tx_id"),
	CONSTRAINT "game_round_ops_kind" CHECK ("game_round_ops"."kind" IN ('debit', 'credit', 'rollback'))
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"bet_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_vendor_round_uq" UNIQUE("merchant_id","vendor","round_id"),
	CONSTRAINT "game_rounds_status" CHECK ("game_rounds"."status" IN ('open', 'settled', 'rolled_back')),
	CONSTRAINT "game_rounds_amounts" CHECK ("game_rounds"."bet_minor" >= 0 AND "game_rounds"."win_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_round_ops" ADD CONSTRAINT "game_round_ops_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_round_ops" ADD CONSTRAINT "game_round_ops_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_round_ops" ADD CONSTRAINT "game_round_ops_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_round_ops_ref" ON "game_round_ops" USING btree ("merchant_id","vendor","ref_tx_id");--> statement-breakpoint
CREATE INDEX "game_rounds_member_created" ON "game_rounds" USING btree ("member_id","created_at");--> statement-breakpoint
-- One seamless-wallet call of a game vendor in one statement (see modules/seamless): the call's
-- idempotency record, the round's state and the ledger movement change together or not at all.
-- p_kind: debit (a bet: main wallet -> VENDOR_SETTLEMENT, opens or adds to the round), credit (the
-- round's result: VENDOR_SETTLEMENT -> main wallet, settles the round; 0 settles a loss and moves
-- nothing) or rollback (returns the debit p_ref of a round that is still open).
-- A call whose transaction id was seen before answers the stored outcome (replayed = true) and
-- moves nothing; the caller compares request_hash to tell a replay from a reused id. Refusals are
-- stored as outcomes too, except an overdraw: ledger_post's CHECK fails the whole statement.
-- Outcomes: OK, ROUND_NOT_FOUND (credit of a round never debited, or a rollback of an unknown
-- debit), ROUND_CLOSED (debit or credit of a settled or rolled-back round, or a second rollback),
-- ROUND_SETTLED (rollback of a settled round), ROUND_MISMATCH (the round belongs to another member).
-- Calls settle against one of 16 shards of the brand's VENDOR_SETTLEMENT account, picked by the
-- player (system code 'VENDOR_SETTLEMENT:<member id mod 16>'). Every movement locks its counterparty row until commit, so with a single row every bet and win of
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
