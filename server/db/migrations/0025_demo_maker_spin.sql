-- The demo maker's spin in one round trip (as ledger_post did for the ledger): the player's row
-- locked, the frame's key checked under that lock, the platform's stake limit, the balance, the
-- seed pair's nonce spent, the balance written and the round recorded under the round-order lock.
-- The outcome comes from the seeds, so DemoMakerService.play works it out in the server before the
-- call, for the seed pair and nonce it expects; when the pair in use or its next nonce is not that
-- one (another instance played, the pair was rotated, no pair yet) it answers 'stale' and writes
-- nothing, and the service plays the round the long way. A refusal writes nothing and raises no
-- error: 'sessionExpired', 'maxBet', 'insufficientBalance'. The CHECKs on the tables and the unique
-- (seed, nonce) of a round stay the last line of defence.
CREATE OR REPLACE FUNCTION demo_maker_spin(
  p_player_id bigint, p_key_hash text, p_game_code text, p_now timestamptz, p_max_bet bigint,
  p_bet bigint, p_server_seed_hash text, p_client_seed text, p_nonce integer, p_win bigint,
  p_wager jsonb, p_outcome jsonb
) RETURNS TABLE (outcome text, round_id bigint, balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_seed bigint;
  v_nonce integer;
  v_client_seed text;
  v_after bigint;
  v_round bigint;
BEGIN
  SELECT p.balance INTO v_balance FROM demo_maker_player p WHERE p.player_id = p_player_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'sessionExpired'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  -- Under the player's lock: a transfer out (or a launch of another game) that ended the key while
  -- this call waited has committed by now.
  PERFORM 1 FROM demo_maker_session s
  WHERE s.key_hash = p_key_hash AND s.player_id = p_player_id AND s.game_code = p_game_code AND s.expires_at > p_now;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'sessionExpired'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF p_max_bet IS NOT NULL AND p_bet > p_max_bet THEN
    RETURN QUERY SELECT 'maxBet'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF v_balance < p_bet THEN
    RETURN QUERY SELECT 'insufficientBalance'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  SELECT s.id, s.nonce, s.client_seed INTO v_seed, v_nonce, v_client_seed FROM demo_maker_seed s
  WHERE s.player_id = p_player_id AND s.revealed_at IS NULL AND s.server_seed_hash = p_server_seed_hash
  FOR UPDATE;
  IF NOT FOUND OR v_nonce <> p_nonce OR v_client_seed <> p_client_seed THEN
    RETURN QUERY SELECT 'stale'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  UPDATE demo_maker_seed SET nonce = v_nonce + 1 WHERE id = v_seed;
  v_after := v_balance - p_bet + p_win;
  UPDATE demo_maker_player SET balance = v_after, updated_at = p_now WHERE player_id = p_player_id;
  -- Held from the round's insert to its commit, so round ids commit in the order they are given
  -- and the platform's cursor (rounds after id N) never skips a late commit.
  PERFORM pg_advisory_xact_lock(720125);
  INSERT INTO demo_maker_round (player_id, game_code, bet, win, balance_after, server_seed_hash, client_seed, nonce, wager, outcome, started_at, finished_at)
  VALUES (p_player_id, p_game_code, p_bet, p_win, v_after, p_server_seed_hash, p_client_seed, p_nonce, p_wager, p_outcome, p_now, p_now)
  RETURNING id INTO v_round;

  RETURN QUERY SELECT 'played'::text, v_round, v_after;
END;
$$;
