-- Lock order of the referral triggers (issue 18). A deposit approval that marks its order
-- successful before posting the ledger queued deposit_orders_referral (the friend's referrals row)
-- ahead of the agent rollup (the friend's member_totals row), while a settling round's triggers
-- take member_totals first (game_rounds_agent_rollup sorts before game_rounds_referral) and the
-- referrals row last: the two deadlocked at commit, and one answered SYSTEM_ERROR. Every referral
-- trigger now takes the friend's member_totals row first, as the rollups do, so two commits of one
-- member queue on it before either holds anything else of the deferred work.
CREATE OR REPLACE FUNCTION referral_on_deposit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'success' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'success' THEN RETURN NULL; END IF;
  PERFORM 1 FROM member_totals t WHERE t.member_id = NEW.member_id FOR UPDATE;
  UPDATE referrals SET first_deposit_minor = NEW.amount_minor, deposited_at = now()
    WHERE friend_id = NEW.member_id AND deposited_at IS NULL;
  IF FOUND THEN PERFORM referral_decide(NEW.member_id); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION referral_on_round() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_min bigint;
BEGIN
  IF NEW.status <> 'settled' OR NEW.bet_minor <= 0 THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'settled' THEN RETURN NULL; END IF;
  PERFORM 1 FROM member_totals t WHERE t.member_id = NEW.member_id FOR UPDATE;
  SELECT s.min_valid_bet_minor INTO v_min FROM referral_settings s WHERE s.merchant_id = NEW.merchant_id;
  UPDATE referrals SET valid_bet_minor = valid_bet_minor + NEW.bet_minor,
      active_at = CASE WHEN active_at IS NULL AND v_min IS NOT NULL
                        AND valid_bet_minor + NEW.bet_minor >= v_min THEN now() ELSE active_at END
    WHERE friend_id = NEW.member_id;
  IF FOUND THEN PERFORM referral_decide(NEW.member_id); END IF;
  RETURN NULL;
END
$$;
