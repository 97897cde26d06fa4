-- Several spins in one call and one transaction: while the demo maker waits for a spin's call,
-- the spins that arrive meanwhile go together in the next one (demo-spin-queue.ts), so under load a
-- spin no longer pays a round trip, a statement's parse and plan and a commit of its own. Each
-- element is played by demo_maker_spin (0037) with its own rules and answer, in list order.
--   - Every player of the list is locked first, in id order, before any spin takes the round-order
--     lock shared: a call holding that lock then waits for nothing, so a call that holds players
--     and waits for the lock (behind the reader's exclusive request, demo_maker_round_horizon)
--     cannot close a cycle with it, and two calls lock their players in the same order.
--   - A player unknown here locks nothing and is answered 'sessionExpired' by demo_maker_spin.
-- p_spins: [{ keyHash, playerId, gameCode, now, bet, serverSeedHash, clientSeed, nonce, win,
-- wager, outcome }], the arguments of demo_maker_spin by name (bigints as text); answers one row per
-- element, its ordinal (from 1) first.
CREATE FUNCTION demo_maker_spin_many(p_spins jsonb)
RETURNS TABLE (
  ordinal integer, outcome text, round_id bigint, balance bigint, max_bet bigint,
  server_seed text, server_seed_hash text, client_seed text, nonce integer
)
LANGUAGE plpgsql AS $$
DECLARE
  v_locked integer;
  v_spin record;
BEGIN
  -- count(*) over the locking subquery makes it lock every row, in id order; = ANY of an array
  -- reads them by the primary key whatever the table's size.
  SELECT count(*) INTO v_locked FROM (
    SELECT p.player_id FROM demo_maker_player p
    WHERE p.player_id = ANY (ARRAY(SELECT (e->>'playerId')::bigint FROM jsonb_array_elements(p_spins) e))
    ORDER BY p.player_id FOR UPDATE
  ) locked;

  FOR v_spin IN SELECT x.n::integer AS n, x.e FROM jsonb_array_elements(p_spins) WITH ORDINALITY AS x(e, n) ORDER BY x.n LOOP
    RETURN QUERY SELECT v_spin.n, s.outcome, s.round_id, s.balance, s.max_bet, s.server_seed, s.server_seed_hash, s.client_seed, s.nonce
    FROM demo_maker_spin(
      v_spin.e->>'keyHash', (v_spin.e->>'playerId')::bigint, v_spin.e->>'gameCode', (v_spin.e->>'now')::timestamptz,
      (v_spin.e->>'bet')::bigint, v_spin.e->>'serverSeedHash', v_spin.e->>'clientSeed', (v_spin.e->>'nonce')::integer,
      (v_spin.e->>'win')::bigint, v_spin.e->'wager', v_spin.e->'outcome'
    ) s;
  END LOOP;
END;
$$;
