-- The demo maker's spin in one round trip. 0025's spin also read the session before it, and went
-- the long way (a transaction of several queries) whenever the server's idea of the nonce was out
-- of date. Here the frame's key is checked only under the player's lock (the route answers a key
-- it has seen from memory), and the stake limit is the session row's own. The outcome still comes
-- only from the seeds, worked out in the server for the pair and nonce it expects before the call;
-- the nonce is spent by one UPDATE that matches only that pair at that nonce, so a round is written
-- for exactly the nonce its outcome was worked out for. When the pair in use is another or its
-- nonce moved on (another instance played, a rotation, nothing known yet after a start) it answers
-- 'stale' with the pair in use and writes nothing; the server works the outcome out again for that
-- and calls once more. 'noSeed' when the player has no pair in use (the server makes one the long
-- way). Refusals write nothing and raise nothing: 'sessionExpired', 'maxBet' (with the limit),
-- 'insufficientBalance'. The CHECKs and the unique (seed, nonce) of a round stay the last line.
DROP FUNCTION IF EXISTS demo_maker_spin(bigint, text, text, timestamptz, bigint, bigint, text, text, integer, bigint, jsonb, jsonb);
--> statement-breakpoint
CREATE FUNCTION demo_maker_spin(
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
  -- Held from the round's insert to its commit, so round ids commit in the order they are given
  -- and the platform's cursor (rounds after id N) never skips a late commit.
  PERFORM pg_advisory_xact_lock(720125);
  INSERT INTO demo_maker_round (player_id, game_code, bet, win, balance_after, server_seed_hash, client_seed, nonce, wager, outcome, started_at, finished_at)
  VALUES (p_player_id, p_game_code, p_bet, p_win, v_after, p_server_seed_hash, p_client_seed, p_nonce, p_wager, p_outcome, p_now, p_now)
  RETURNING id INTO v_round;

  RETURN QUERY SELECT 'played'::text, v_round, v_after, v_max_bet, NULL::text, p_server_seed_hash, p_client_seed, p_nonce;
END;
$$;
