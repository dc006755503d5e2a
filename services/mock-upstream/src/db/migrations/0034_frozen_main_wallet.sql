-- A frozen member's main wallet pays nothing out (member_freezes; ADR 0009, "Unpaid dividends").
-- The services refuse a frozen member's withdrawals, transfers and agent transfers themselves, but a
-- new kind of movement (a point-mall redeem, a seamless bet) slipped past them. The rule now sits
-- where every movement passes: any ledger entry that takes money out of a player's main wallet
-- (account type 1) while its member has a freeze is refused, whichever function wrote it
-- (ledger_post, ledger_post_pair, ledger_post_batch), unless the movement is the settlement paying
-- the member's debts (source 'agent-contract') or an operator's correction ('admin', 'seed').
-- The error names the constraint ledger_main_wallet_not_frozen, which withLedgerErrors
-- (modules/ledger/ledger.repository.ts) reads as ACCOUNT_FROZEN. Credits never run the function.
CREATE OR REPLACE FUNCTION ledger_refuse_frozen_debit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_member integer;
BEGIN
  SELECT a.member_id INTO v_member FROM ledger_accounts a
    WHERE a.id = NEW.account_id AND a.kind = 'player' AND a.account_type_id = 1;
  IF v_member IS NULL OR NOT EXISTS (SELECT 1 FROM member_freezes f WHERE f.member_id = v_member) THEN
    RETURN NEW;
  END IF;
  IF EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = NEW.transaction_id
      AND t.source IN ('agent-contract', 'admin', 'seed')) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger_main_wallet_not_frozen'
    USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_main_wallet_not_frozen',
      DETAIL = format('member %s is frozen: its main wallet pays nothing out', v_member);
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_refuse_frozen_debit
  BEFORE INSERT ON ledger_entries
  FOR EACH ROW
  WHEN (NEW.amount < 0)
  EXECUTE FUNCTION ledger_refuse_frozen_debit();
