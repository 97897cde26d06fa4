-- Penalty Shootout plays: the demo maker serves it (src/domain/fair-games/penalty-shootout.ts), so a
-- site seeded while it was North Peak Sports' title in maintenance moves it to the demo maker, out of
-- maintenance, with the texts, stated RTP and tags a fresh site gets (server/modules/games/game-seed.ts).
-- Only the seeded row is moved: one an operator already changed (another developer) is left alone.
UPDATE "game" SET
  "maker_id" = (SELECT "id" FROM "game_maker" WHERE "code" = 'demo'),
  "developer" = 'Lantern Forge Studio',
  "description" = 'Home against Away from the spot: five penalties each, then sudden death until one side scores and the other does not.

Bet before the first kick on the winner, on sudden death, on the score after five each or on any single kick; odds are fixed and every bet settles the moment the shootout ends.

Every round is provably fair: the hash of the server seed is shown before you bet, you may set your own client seed, and after you rotate the seed pair the round can be recomputed on the verify page.',
  "how_to_play" = '1. Pick a stake (1.00 to 1000.00 per bet, whole units) and tap the odds you want: Home or Away to win (1.92), sudden death (3.30), an exact score after five kicks each, or a kick''s goal (1.28), save (5.12) or miss (15.36). Up to 20 bets in one shootout.
2. Tap Kick off (or press Space). All ten kicks are taken, Home first, then sudden death if it is level.
3. A winning bet returns its stake times the odds. The rules panel lists every price, its chance and its return to player.',
  "rtp_basis_points" = 9573,
  "maintenance" = false,
  "last_updated" = now()
WHERE "code" = 'penalty-shootout' AND "developer" = 'North Peak Sports'
  AND "maker_id" = (SELECT "id" FROM "game_maker" WHERE "code" = 'northpeak')
  AND EXISTS (SELECT 1 FROM "game_maker" WHERE "code" = 'demo');
--> statement-breakpoint
INSERT INTO "game_tag" ("game_id", "tag_id")
SELECT g."id", t."id" FROM "game" g JOIN "game_maker" m ON m."id" = g."maker_id", "game_navigation_tag" t
WHERE g."code" = 'penalty-shootout' AND m."code" = 'demo' AND t."code" = 'provably-fair'
ON CONFLICT DO NOTHING;
