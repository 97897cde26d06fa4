-- game_rounds_record (0043) with the same rules and answers; only the statement that finds the
-- batch's rounds already recorded is planned on every call, not the whole call.
--
-- 0043 set plan_cache_mode = force_custom_plan on the function, and a function's SET holds for
-- everything run inside it: ledger_post_many's statements and every foreign-key check of its
-- inserts, which PostgreSQL runs as queries of their own (two for each ledger entry, one for each
-- round's game). Each was planned again on every use, about 16 µs apiece (pg_stat_statements
-- with track_planning, bench:rounds, 2026-12-01) against 4-6 µs to run it.
--
-- Here the one statement whose plan went wrong as game_round grew (0043's header) runs by EXECUTE,
-- which plans it for that call alone. Everything else keeps its session's plans, as every other
-- statement of the app does: lookups by primary key or unique key, whose plans PostgreSQL makes
-- again when an ANALYZE changes a table's statistics (autovacuum on PostgreSQL, the maintenance
-- pass on PGlite). tests/server/games/round-batches-at-size.test.ts counts what a batch reads.
CREATE OR REPLACE FUNCTION game_rounds_record(p_maker text, p_rounds jsonb)
RETURNS TABLE (refused_at integer, recorded integer)
LANGUAGE plpgsql
AS $$
DECLARE
  v_balances jsonb;
  v_refused integer;
  v_fresh integer;
  v_transfers jsonb;
  v_posted jsonb := '{}'::jsonb;
  v_overtaken boolean := false;
  v_inserted integer;
BEGIN
  SELECT coalesce(jsonb_object_agg(l.key, l.balance), '{}'::jsonb) INTO v_balances
  FROM ledger_lock_balances(ARRAY(
    SELECT DISTINCT 'player:' || (e->>'player_id') || ':game:' || p_maker FROM jsonb_array_elements(p_rounds) e
  ) || ARRAY['house:games']) l;

  -- The fresh rounds, netted per player in batch order from their game wallets' balances. Run by
  -- EXECUTE, so planned on every call for the tables as they are (see the header).
  EXECUTE $q$
  WITH batch AS (
    SELECT (x.n - 1)::integer AS n, x.e->>'maker_round_id' AS round_id, (x.e->>'player_id')::bigint AS player_id,
      (x.e->>'win')::bigint - (x.e->>'bet')::bigint AS net, x.e->>'game_name' AS game_name,
      row_number() OVER (PARTITION BY x.e->>'maker_round_id' ORDER BY x.n) AS nth,
      -- A scalar subquery, not NOT EXISTS, which the planner may make a join (see the header).
      (SELECT true FROM game_round g WHERE g.maker_code = $1 AND g.maker_round_id = x.e->>'maker_round_id') AS on_books
    FROM jsonb_array_elements($2) WITH ORDINALITY AS x(e, n)
  ),
  fresh AS MATERIALIZED (
    SELECT b.n, b.round_id, b.player_id, b.net, b.game_name FROM batch b WHERE b.nth = 1 AND b.on_books IS NULL
  ),
  running AS MATERIALIZED (
    SELECT f.n, f.player_id, f.round_id, f.net, f.game_name,
      coalesce(($3->>('player:' || f.player_id || ':game:' || $1))::bigint, 0)
        + sum(f.net) OVER (PARTITION BY f.player_id ORDER BY f.n) AS after
    FROM fresh f
  ),
  players AS (
    SELECT r.player_id, sum(r.net) AS net, count(*) AS rounds, min(r.n) AS first_n,
      (array_agg(r.round_id ORDER BY r.n))[1] AS first_id, (array_agg(r.round_id ORDER BY r.n DESC))[1] AS last_id,
      (array_agg(r.game_name ORDER BY r.n))[1] AS first_game
    FROM running r GROUP BY r.player_id
  )
  SELECT (SELECT min(r.n) FROM running r WHERE r.after < 0), (SELECT count(*) FROM fresh),
    (SELECT coalesce(jsonb_agg(jsonb_build_object(
        'kind', 'gameRound',
        'reference', 'rounds:' || $1 || ':' || p.first_id,
        'memo', CASE WHEN p.rounds = 1 THEN p.first_game || ' #' || p.first_id ELSE p.rounds || ' rounds #' || p.first_id || ' to #' || p.last_id END,
        'actor', 'maker:' || $1,
        'playerId', p.player_id,
        'amount', abs(p.net)::text,
        'fromKey', CASE WHEN p.net > 0 THEN 'house:games' ELSE 'player:' || p.player_id || ':game:' || $1 END,
        'fromPlayer', CASE WHEN p.net > 0 THEN NULL ELSE p.player_id END,
        'fromPurpose', CASE WHEN p.net > 0 THEN 'games' ELSE 'game' END,
        'fromMaker', CASE WHEN p.net > 0 THEN '' ELSE $1 END,
        'toKey', CASE WHEN p.net > 0 THEN 'player:' || p.player_id || ':game:' || $1 ELSE 'house:games' END,
        'toPlayer', CASE WHEN p.net > 0 THEN p.player_id END,
        'toPurpose', CASE WHEN p.net > 0 THEN 'game' ELSE 'games' END,
        'toMaker', CASE WHEN p.net > 0 THEN $1 ELSE '' END
      ) ORDER BY p.first_n), '[]'::jsonb) FROM players p WHERE p.net <> 0)
  $q$
  INTO v_refused, v_fresh, v_transfers
  USING p_maker, p_rounds, v_balances;

  IF v_refused IS NOT NULL THEN
    RETURN QUERY SELECT v_refused, 0;
    RETURN;
  END IF;
  IF v_fresh = 0 THEN
    RETURN QUERY SELECT NULL::integer, 0;
    RETURN;
  END IF;

  -- By player, the posting their rounds point at. Locked and checked above, a posting can only be
  -- found posted already or refused if another recorder moved the books first.
  IF jsonb_array_length(v_transfers) > 0 THEN
    SELECT jsonb_object_agg(t.e->>'playerId', m.transfer_id), bool_or(m.outcome <> 'created')
    INTO v_posted, v_overtaken
    FROM ledger_post_many(v_transfers) m
    JOIN jsonb_array_elements(v_transfers) WITH ORDINALITY AS t(e, n) ON t.n = m.ordinal;
    IF v_overtaken THEN
      RAISE EXCEPTION 'game_rounds_record: another recorder posted rounds of this batch' USING ERRCODE = 'GR409';
    END IF;
  END IF;

  -- The rows in batch order (ids rise in it, so the sync's cursor is the last), the hour counts,
  -- the bet totals and the promotion records' totals by what was inserted (a repeat adds nothing).
  WITH inserted AS (
    INSERT INTO game_round (maker_code, maker_round_id, player_id, game_id, game_code, bet, win, balance_after,
      server_seed_hash, client_seed, nonce, wager, outcome, finished_at, promotion_record_id, ledger_transfer_id)
    SELECT r.maker_code, r.maker_round_id, r.player_id, r.game_id, r.game_code, r.bet, r.win, r.balance_after,
      r.server_seed_hash, r.client_seed, r.nonce, r.wager, r.outcome, r.finished_at, r.promotion_record_id,
      (v_posted->>(r.player_id::text))::bigint
    FROM jsonb_array_elements(p_rounds) WITH ORDINALITY AS e(value, n),
      jsonb_populate_record(null::game_round, e.value) AS r
    ORDER BY e.n
    ON CONFLICT DO NOTHING
    RETURNING game_round.player_id, game_round.game_id, game_round.bet, game_round.win, game_round.finished_at, game_round.promotion_record_id
  ),
  counted AS (
    INSERT INTO game_round_hour (game_id, hour, rounds)
    SELECT i.game_id, date_trunc('hour', i.finished_at, 'UTC'), count(*) FROM inserted i GROUP BY 1, 2
    ON CONFLICT (game_id, hour) DO UPDATE SET rounds = game_round_hour.rounds + excluded.rounds
  ),
  bets AS (
    INSERT INTO game_player_bet (player_id, bet)
    SELECT i.player_id, sum(i.bet) FROM inserted i GROUP BY i.player_id ORDER BY i.player_id
    ON CONFLICT (player_id) DO UPDATE SET bet = game_player_bet.bet + excluded.bet
  ),
  promoted AS (
    INSERT INTO game_promotion_total (promotion_record_id, bet, win)
    SELECT i.promotion_record_id, sum(i.bet), sum(i.win) FROM inserted i
    WHERE i.promotion_record_id IS NOT NULL GROUP BY i.promotion_record_id ORDER BY i.promotion_record_id
    ON CONFLICT (promotion_record_id) DO UPDATE
      SET bet = game_promotion_total.bet + excluded.bet, win = game_promotion_total.win + excluded.win
  )
  SELECT count(*) INTO v_inserted FROM inserted;

  -- Another recorder wrote some of them after they were found fresh (a player whose rounds moved
  -- no money takes no lock it waits on): they were netted above, so nothing of the call may stay.
  IF v_inserted <> v_fresh THEN
    RAISE EXCEPTION 'game_rounds_record: another recorder wrote rounds of this batch' USING ERRCODE = 'GR409';
  END IF;
  RETURN QUERY SELECT NULL::integer, v_inserted;
END;
$$;
