-- Spins no longer commit one at a time. 0030's spin held the round-order lock (advisory 720125)
-- exclusively from its round's insert to its commit, so round ids committed in the order given and
-- the platform's cursor (rounds after id N) never skipped a round that committed late; but every
-- spin of every player then waited for the one before it to commit, and on a loaded machine a
-- spin descheduled while holding it held up all the others (bench:rounds: most of the function's
-- time was that wait). Now every writer of a round takes the lock shared, from before its id is
-- drawn to its commit, and the reader of rounds asks for the horizon first: the lock taken
-- exclusively, which waits only for the rounds already between their insert and their commit,
-- then the highest id. Every round at or below it has committed (or never will: a rolled-back
-- id), and every round inserted later gets a higher id, so a page cut at the horizon is final.
--> statement-breakpoint
CREATE OR REPLACE FUNCTION demo_maker_spin(
  p_key_hash text, p_player_id bigint, p_game_code text, p_now timestamptz, p_bet bigint,
  p_server_seed_hash text, p_client_seed text, p_nonce integer, p_win bigint, p_wager jsonb, p_outcome jsonb
) RETURNS TABLE (
  outcome text, round_id bigint, balance bigint, max_bet bigint,
  server_seed text, server_seed_hash text, client_seed text, nonce integer
)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_balance bigint;
  v_max_bet bigint;
  v_after bigint;
  v_round bigint;
BEGIN
  SELECT p.balance INTO v_balance FROM demo_maker_player p WHERE p.player_id = p_player_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'sessionExpired'::text, NULL::bigint, NULL::bigint, NULL::bigint, NULL::text, NULL::text, NULL::text, NULL::integer;
    RETURN;
  END IF;
  -- A statement after the lock reads what committed while it waited: a transfer out (or a launch
  -- of another game) that ended the key has committed by now, and the key is gone.
  SELECT s.max_bet INTO v_max_bet FROM demo_maker_session s
  WHERE s.key_hash = p_key_hash AND s.player_id = p_player_id AND s.game_code = p_game_code AND s.expires_at > p_now;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'sessionExpired'::text, NULL::bigint, NULL::bigint, NULL::bigint, NULL::text, NULL::text, NULL::text, NULL::integer;
    RETURN;
  END IF;
  IF v_max_bet IS NOT NULL AND p_bet > v_max_bet THEN
    RETURN QUERY SELECT 'maxBet'::text, NULL::bigint, NULL::bigint, v_max_bet, NULL::text, NULL::text, NULL::text, NULL::integer;
    RETURN;
  END IF;
  IF v_balance < p_bet THEN
    RETURN QUERY SELECT 'insufficientBalance'::text, NULL::bigint, NULL::bigint, v_max_bet, NULL::text, NULL::text, NULL::text, NULL::integer;
    RETURN;
  END IF;

  UPDATE demo_maker_seed s SET nonce = s.nonce + 1
  WHERE s.player_id = p_player_id AND s.revealed_at IS NULL
    AND s.server_seed_hash = p_server_seed_hash AND s.client_seed = p_client_seed AND s.nonce = p_nonce;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'stale'::text, NULL::bigint, NULL::bigint, v_max_bet, s.server_seed, s.server_seed_hash, s.client_seed, s.nonce
    FROM demo_maker_seed s WHERE s.player_id = p_player_id AND s.revealed_at IS NULL;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'noSeed'::text, NULL::bigint, NULL::bigint, v_max_bet, NULL::text, NULL::text, NULL::text, NULL::integer;
    END IF;
    RETURN;
  END IF;

  v_after := v_balance - p_bet + p_win;
  UPDATE demo_maker_player p SET balance = v_after, updated_at = p_now WHERE p.player_id = p_player_id;
  -- Shared, from before the round's id is drawn to the commit: spins no longer wait for each
  -- other here; demo_maker_round_horizon takes it exclusively to see none in between.
  PERFORM pg_advisory_xact_lock_shared(720125);
  INSERT INTO demo_maker_round (player_id, game_code, bet, win, balance_after, server_seed_hash, client_seed, nonce, wager, outcome, started_at, finished_at)
  VALUES (p_player_id, p_game_code, p_bet, p_win, v_after, p_server_seed_hash, p_client_seed, p_nonce, p_wager, p_outcome, p_now, p_now)
  RETURNING id INTO v_round;

  RETURN QUERY SELECT 'played'::text, v_round, v_after, v_max_bet, NULL::text, p_server_seed_hash, p_client_seed, p_nonce;
END;
$$;

--> statement-breakpoint
-- The highest round id no round below which is still to commit (0 before the first round). The
-- exclusive lock is released when the calling statement's transaction ends: called on its own, at
-- once, so spins wait only for the index read. A statement after the lock sees every commit made
-- before it (a volatile function reads with a new snapshot per statement).
CREATE FUNCTION demo_maker_round_horizon() RETURNS bigint
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(720125);
  RETURN (SELECT coalesce(max(r.id), 0) FROM demo_maker_round r);
END;
$$;
