-- Many transfers in one round trip: what ledger_post does for one, done set-wise for a list (the
-- round sync posts a whole batch of rounds with one call, issue 19). The rules are ledger_post's,
-- applied as if the transfers were posted one after another in the order given:
--   - a reference already posted, or repeated earlier in the list, answers 'existing' and moves nothing;
--   - every account named is made on first use (in key order) and all are locked in id order
--     before anything is read, so two calls (or a call and ledger_post) cannot deadlock;
--   - the first transfer that would take a player's account below zero, counting the transfers
--     before it in the list, answers 'insufficient'; it and every transfer after it ('skipped')
--     write nothing, the ones before it are posted (no exception, so the caller's transaction
--     stays usable and the caller decides whether to keep the part posted);
--   - every other transfer answers 'created': its row, its two entries (balance_after running in
--     list order, so each account's last entry holds its balance) and the balances.
-- The input is a jsonb array of objects: kind, reference, memo, actor, playerId, amount (a string
-- of minor units, > 0), fromKey, fromPlayer, fromPurpose, fromMaker, toKey, toPlayer, toPurpose,
-- toMaker (as ledger_post's arguments). One row comes back per input element, by its 1-based
-- ordinal. With the accounts locked first, a reference posted by someone else between two
-- statements here can only come from a transfer between other accounts; its unique index then
-- raises, as it should. The CHECK on ledger_account stays the last line of defence.
CREATE OR REPLACE FUNCTION ledger_post_many(p_transfers jsonb)
RETURNS TABLE (ordinal integer, transfer_id bigint, outcome text)
LANGUAGE plpgsql AS $$
DECLARE
  v_keys text[];
  v_locked int;
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
  WITH input AS (
    SELECT x.n::integer AS n, x.e->>'kind' AS kind, x.e->>'reference' AS reference, coalesce(x.e->>'memo', '') AS memo,
      x.e->>'actor' AS actor, (x.e->>'playerId')::bigint AS player_id, (x.e->>'amount')::bigint AS amount,
      x.e->>'fromKey' AS from_key, x.e->>'toKey' AS to_key,
      row_number() OVER (PARTITION BY x.e->>'reference' ORDER BY x.n) AS nth
    FROM jsonb_array_elements(p_transfers) WITH ORDINALITY AS x(e, n)
  ),
  posted AS (
    SELECT i.n, t.id FROM input i JOIN ledger_transfer t ON t.reference = i.reference
  ),
  fresh AS (
    SELECT i.* FROM input i WHERE i.nth = 1 AND NOT EXISTS (SELECT 1 FROM posted p WHERE p.n = i.n)
  ),
  legs AS (
    SELECT f.n, 0 AS side, f.from_key AS key, -f.amount AS delta FROM fresh f
    UNION ALL
    SELECT f.n, 1 AS side, f.to_key AS key, f.amount AS delta FROM fresh f
  ),
  running AS (
    SELECT l.n, l.side, a.id AS account_id, l.delta, a.player_id,
      a.balance + sum(l.delta) OVER (PARTITION BY a.id ORDER BY l.n, l.side) AS after
    FROM legs l JOIN ledger_account a ON a.key = l.key
  ),
  cut AS (
    SELECT coalesce(min(r.n), 2147483647) AS n FROM running r WHERE r.player_id IS NOT NULL AND r.after < 0
  ),
  transfers AS (
    INSERT INTO ledger_transfer (kind, reference, memo, actor, player_id)
    SELECT f.kind, f.reference, f.memo, f.actor, f.player_id FROM fresh f, cut WHERE f.n < cut.n ORDER BY f.n
    RETURNING id, reference
  ),
  made AS (
    SELECT f.n, f.reference, t.id FROM transfers t JOIN fresh f ON f.reference = t.reference
  ),
  entries AS (
    INSERT INTO ledger_entry (transfer_id, account_id, amount, balance_after)
    SELECT m.id, r.account_id, r.delta, r.after FROM running r JOIN made m ON m.n = r.n ORDER BY r.n, r.side
  ),
  balances AS (
    UPDATE ledger_account a SET balance = last.after
    FROM (
      SELECT DISTINCT ON (r.account_id) r.account_id, r.after FROM running r, cut
      WHERE r.n < cut.n ORDER BY r.account_id, r.n DESC, r.side DESC
    ) last
    WHERE a.id = last.account_id
  )
  SELECT i.n,
    coalesce(m.id, p.id),
    CASE
      WHEN m.n = i.n THEN 'created'
      WHEN m.id IS NOT NULL OR p.id IS NOT NULL THEN 'existing'
      WHEN i.n = cut.n THEN 'insufficient'
      ELSE 'skipped'
    END
  FROM input i CROSS JOIN cut
  LEFT JOIN posted p ON p.n = i.n
  LEFT JOIN made m ON m.reference = i.reference
  ORDER BY i.n;
END;
$$;
