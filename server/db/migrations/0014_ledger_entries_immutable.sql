-- Ledger entries and transfers are written once and never changed: a correction is a new
-- transfer (issue 8). Until now that was a convention only; these triggers make the database
-- refuse an UPDATE or DELETE of either, whoever runs it. `ledger check` still catches a change
-- made by someone who drops the trigger first. TRUNCATE (a test resetting its database) is a
-- statement of its own and is not refused.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable: % on % refused (post a correcting transfer instead)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entry_immutable BEFORE UPDATE OR DELETE ON ledger_entry
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfer_immutable BEFORE UPDATE OR DELETE ON ledger_transfer
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
