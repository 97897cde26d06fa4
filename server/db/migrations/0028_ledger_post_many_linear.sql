-- ledger_post_many (0026) with the same rules and answers, in time linear in the list. The planner
-- cannot count a jsonb list's rows, so it guessed one row for the CTEs and joined them with nested
-- loops: the transfers inserted were matched back to the list by reference, and the entries to the
-- transfers, each a scan of the other (200 transfers: 40,000 + 80,000 comparisons, most of the
-- call's time). Here nothing is matched back: each transfer to post takes its id from the table's
-- identity sequence before the insert (in list order) and carries it to its entries and its answer,
-- and a reference already posted is found by one index lookup per element.
--   - a reference already posted, or repeated earlier in the list, answers 'existing' and moves nothing;
--   - every account named is made on first use (in key order) and all are locked in id order
--     before anything is read, so two calls (or a call and ledger_post) cannot deadlock;
--   - the first transfer that would take a player's account below zero, counting the transfers
--     before it in the list, answers 'insufficient'; it and every transfer after it ('skipped')
--     write nothing, the ones before it are posted;
--   - every other transfer answers 'created': its row, its two entries (balance_after running in
--     list order, so each account's last entry holds its balance) and the balances.
-- Input and output as in 0026. An id taken for a transfer that is then cut is left unused, as a
-- rolled-back insert leaves one.
CREATE OR REPLACE FUNCTION ledger_post_many(p_transfers jsonb)
RETURNS TABLE (ordinal integer, transfer_id bigint, outcome text)
LANGUAGE plpgsql AS $$
DECLARE
  v_keys text[];
  v_locked int;
  v_ids regclass := pg_get_serial_sequence('ledger_transfer', 'id')::regclass;
BEGIN
  SELECT array_agg(DISTINCT s.key) INTO v_keys FROM (
    SELECT e->>'fromKey' FROM jsonb_array_elements(p_transfers) e
    UNION ALL
    SELECT e->>'toKey' FROM jsonb_array_elements(p_transfers) e
  ) s(key);
  IF v_keys IS NULL THEN
    RETURN;
  END IF;

  -- count(*) over the locking subquery makes it lock every row, in id order.
  SELECT count(*) INTO v_locked FROM (
    SELECT a.id FROM ledger_account a WHERE a.key = ANY (v_keys) ORDER BY a.id FOR UPDATE
  ) locked;
  IF v_locked < cardinality(v_keys) THEN
    INSERT INTO ledger_account (key, player_id, purpose, maker)
    SELECT DISTINCT ON (s.key) s.key, s.player_id, s.purpose, s.maker FROM (
      SELECT e->>'fromKey', (e->>'fromPlayer')::bigint, e->>'fromPurpose', coalesce(e->>'fromMaker', '') FROM jsonb_array_elements(p_transfers) e
      UNION ALL
      SELECT e->>'toKey', (e->>'toPlayer')::bigint, e->>'toPurpose', coalesce(e->>'toMaker', '') FROM jsonb_array_elements(p_transfers) e
    ) s(key, player_id, purpose, maker)
    ORDER BY s.key
    ON CONFLICT (key) DO NOTHING;
    SELECT count(*) INTO v_locked FROM (
      SELECT a.id FROM ledger_account a WHERE a.key = ANY (v_keys) ORDER BY a.id FOR UPDATE
    ) locked;
  END IF;

  -- One statement, on one snapshot taken after the locks: its parts see the balances as locked
  -- and none of each other's writes, so every balance is computed from the input alone.
  RETURN QUERY
  WITH parsed AS (
    SELECT x.n::integer AS n, x.e->>'kind' AS kind, x.e->>'reference' AS reference, coalesce(x.e->>'memo', '') AS memo,
      x.e->>'actor' AS actor, (x.e->>'playerId')::bigint AS player_id, (x.e->>'amount')::bigint AS amount,
      x.e->>'fromKey' AS from_key, x.e->>'toKey' AS to_key,
      row_number() OVER (PARTITION BY x.e->>'reference' ORDER BY x.n) AS nth,
      (SELECT t.id FROM ledger_transfer t WHERE t.reference = x.e->>'reference') AS posted_id
    FROM jsonb_array_elements(p_transfers) WITH ORDINALITY AS x(e, n)
  ),
  input AS MATERIALIZED (
    -- The sort comes before the select list, so the ids rise in list order.
    SELECT p.*, CASE WHEN p.nth = 1 AND p.posted_id IS NULL THEN nextval(v_ids) END AS new_id
    FROM parsed p ORDER BY p.n
  ),
  legs AS (
    SELECT i.n, i.new_id, 0 AS side, i.from_key AS key, -i.amount AS delta FROM input i WHERE i.new_id IS NOT NULL
    UNION ALL
    SELECT i.n, i.new_id, 1 AS side, i.to_key AS key, i.amount AS delta FROM input i WHERE i.new_id IS NOT NULL
  ),
  running AS (
    SELECT l.n, l.new_id, l.side, a.id AS account_id, l.delta, a.player_id,
      a.balance + sum(l.delta) OVER (PARTITION BY a.id ORDER BY l.n, l.side) AS after
    FROM legs l JOIN ledger_account a ON a.key = l.key
  ),
  cut AS (
    SELECT coalesce(min(r.n), 2147483647) AS n FROM running r WHERE r.player_id IS NOT NULL AND r.after < 0
  ),
  transfers AS (
    INSERT INTO ledger_transfer (id, kind, reference, memo, actor, player_id) OVERRIDING SYSTEM VALUE
    SELECT i.new_id, i.kind, i.reference, i.memo, i.actor, i.player_id FROM input i, cut WHERE i.new_id IS NOT NULL AND i.n < cut.n ORDER BY i.n
  ),
  entries AS (
    INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after)
    SELECT r.new_id, r.account_id, r.delta, r.after FROM running r, cut WHERE r.n < cut.n ORDER BY r.n, r.side
  ),
  balances AS (
    UPDATE ledger_account a SET balance = last.after
    FROM (
      SELECT DISTINCT ON (r.account_id) r.account_id, r.after FROM running r, cut
      WHERE r.n < cut.n ORDER BY r.account_id, r.n DESC, r.side DESC
    ) last
    WHERE a.id = last.account_id
  ),
  answered AS (
    -- A repeat of a reference earlier in the list answers as that first one did.
    SELECT i.n, i.nth, i.posted_id, i.new_id,
      min(i.n) OVER (PARTITION BY i.reference) AS first_n,
      max(i.new_id) OVER (PARTITION BY i.reference) AS first_id
    FROM input i
  )
  SELECT a.n,
    CASE
      WHEN a.posted_id IS NOT NULL THEN a.posted_id
      WHEN a.first_n < cut.n THEN a.first_id
    END,
    CASE
      WHEN a.posted_id IS NOT NULL THEN 'existing'
      WHEN a.nth = 1 AND a.n < cut.n THEN 'created'
      WHEN a.first_n < cut.n THEN 'existing'
      WHEN a.n = cut.n THEN 'insufficient'
      ELSE 'skipped'
    END
  FROM answered a CROSS JOIN cut
  ORDER BY a.n;
END;
$$;
