-- One transfer in one round trip (pgledger's way: the ledger's core runs beside the data). The
-- rules are those of LedgerService.transfer, which calls this: a reference already posted answers
-- 'existing' and moves nothing; the two accounts are made on first use and locked in id order, so
-- opposite transfers cannot deadlock; a player's account that would go below zero answers
-- 'insufficient' and writes nothing (no exception, so a caller's transaction stays usable); else
-- the transfer row, both balances and both entries are written and it answers 'created'. The
-- CHECK on ledger_account stays the last line of defence.
CREATE OR REPLACE FUNCTION ledger_post(
  p_kind text, p_reference text, p_memo text, p_actor text, p_player_id bigint, p_amount bigint,
  p_from_key text, p_from_player bigint, p_from_purpose text, p_from_maker text,
  p_to_key text, p_to_player bigint, p_to_purpose text, p_to_maker text
) RETURNS TABLE (transfer_id bigint, outcome text)
LANGUAGE plpgsql AS $$
DECLARE
  v_transfer bigint;
  v_locked int;
  v_from_id bigint;
  v_from_balance bigint;
  v_to_id bigint;
BEGIN
  SELECT t.id INTO v_transfer FROM ledger_transfer t WHERE t.reference = p_reference;
  IF FOUND THEN
    RETURN QUERY SELECT v_transfer, 'existing'::text;
    RETURN;
  END IF;

  -- count(*) over the locking subquery makes it lock every row, in id order.
  SELECT count(*) INTO v_locked FROM (
    SELECT a.id FROM ledger_account a WHERE a.key IN (p_from_key, p_to_key) ORDER BY a.id FOR UPDATE
  ) locked;
  IF v_locked < 2 THEN
    -- In key order, so two first transfers between the same new accounts meet in one order.
    INSERT INTO ledger_account (key, player_id, purpose, maker)
    SELECT v.key, v.player_id, v.purpose, v.maker
    FROM (VALUES (p_from_key, p_from_player, p_from_purpose, p_from_maker), (p_to_key, p_to_player, p_to_purpose, p_to_maker))
      AS v(key, player_id, purpose, maker)
    ORDER BY v.key
    ON CONFLICT (key) DO NOTHING;
    SELECT count(*) INTO v_locked FROM (
      SELECT a.id FROM ledger_account a WHERE a.key IN (p_from_key, p_to_key) ORDER BY a.id FOR UPDATE
    ) locked;
  END IF;

  SELECT a.id, a.balance INTO v_from_id, v_from_balance FROM ledger_account a WHERE a.key = p_from_key;
  SELECT a.id INTO v_to_id FROM ledger_account a WHERE a.key = p_to_key;
  IF p_from_player IS NOT NULL AND v_from_balance < p_amount THEN
    RETURN QUERY SELECT NULL::bigint, 'insufficient'::text;
    RETURN;
  END IF;

  -- The unique index decides a race on the reference: the loser waits for the winner's commit,
  -- inserts nothing, and answers the winner's transfer.
  INSERT INTO ledger_transfer (kind, reference, memo, actor, player_id)
  VALUES (p_kind, p_reference, p_memo, p_actor, p_player_id)
  ON CONFLICT (reference) DO NOTHING
  RETURNING id INTO v_transfer;
  IF v_transfer IS NULL THEN
    SELECT t.id INTO v_transfer FROM ledger_transfer t WHERE t.reference = p_reference;
    RETURN QUERY SELECT v_transfer, 'existing'::text;
    RETURN;
  END IF;

  WITH moved AS (
    UPDATE ledger_account a SET balance = a.balance + d.delta
    FROM (VALUES (v_from_id, -p_amount), (v_to_id, p_amount)) AS d(id, delta)
    WHERE a.id = d.id
    RETURNING a.id, a.balance, d.delta
  )
  INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after)
  SELECT v_transfer, moved.id, moved.delta, moved.balance FROM moved;

  RETURN QUERY SELECT v_transfer, 'created'::text;
END;
$$;
