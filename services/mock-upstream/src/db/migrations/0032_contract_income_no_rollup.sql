-- Agent income skips the rollup trigger at the insert (issue 16, bench/settlement). A contract
-- payment (or a commission) is a BONUS whose bonusType is agent income (bonus_is_agent_income,
-- migration 0022): agent_rollup_ledger already ignores it, but only when the deferred trigger runs
-- at commit, after a lookup of the transaction's entries; a settlement batch of 1,000 payments
-- queued 1,000 such calls on its commit. The trigger's WHEN now leaves agent income out, so it is
-- not queued at all; the function keeps its own test (a direct call changes nothing either way).
DROP TRIGGER IF EXISTS ledger_transactions_agent_rollup ON ledger_transactions;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_agent_rollup
  AFTER INSERT ON ledger_transactions DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (NEW.member_id IS NOT NULL AND NEW.type IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'BONUS')
    AND NOT (NEW.type = 'BONUS' AND bonus_is_agent_income(NEW.metadata)))
  EXECUTE FUNCTION agent_rollup_ledger();
