-- Deep Sea Blaster plays: the demo maker now serves it (src/domain/fair-games/deep-sea-blaster.ts,
-- docs/provably-fair.md), so a site seeded before moves the title from Bluefin Arcade, whose games
-- stay in maintenance, to the demo maker, out of maintenance, with its stated return, its rules and
-- the provably-fair tag, as a fresh seed now writes it (server/modules/games/game-seed.ts). Only
-- the seeded row still at Bluefin Arcade moves, and only while the demo maker has no game of that
-- code; a catalogue an operator changed otherwise is left alone. The lobby lists playable games
-- first (catalogue.service.ts playableFirst), so the fishing category now leads with it.
UPDATE "game" SET
  "maker_id" = (SELECT "id" FROM "game_maker" WHERE "code" = 'demo'),
  "developer" = 'Lantern Forge Studio',
  "description" = 'Dive past glowing jellyfish, mantas and the giant squid with a lock-on cannon in this fast fishing arcade.

Every shot is a round of its own: the smaller the fish, the likelier the catch; the bigger, the more it pays, up to 100 times the shot. Whichever fish you aim at, a shot returns the same 96 % on average.

Every round is provably fair: the hash of the server seed is shown before you bet, you may set your own client seed, and after you rotate the seed pair the round can be recomputed on the verify page.',
  "how_to_play" = '1. Choose the cost of a shot (0.10 to 100.00).
2. Tap or click a fish to lock on and fire. With the keyboard, the arrow keys swing the cannon and Space fires at the fish it locks on.
3. A caught fish pays the shot times its multiplier: lanternfish 2, pufferfish 3, angelfish 5, jellyfish 8, sea turtle 12, manta ray 20, shark 50, giant squid 100. A fish that escapes pays nothing.',
  "rtp_basis_points" = 9600,
  "maintenance" = false,
  "last_updated" = now()
WHERE "code" = 'deep-sea-blaster'
  AND "maker_id" = (SELECT "id" FROM "game_maker" WHERE "code" = 'bluefin')
  AND EXISTS (SELECT 1 FROM "game_maker" WHERE "code" = 'demo')
  AND NOT EXISTS (SELECT 1 FROM "game" d JOIN "game_maker" m ON m."id" = d."maker_id" WHERE m."code" = 'demo' AND d."code" = 'deep-sea-blaster');
--> statement-breakpoint
INSERT INTO "game_tag" ("game_id", "tag_id")
SELECT g."id", t."id" FROM "game" g
JOIN "game_maker" m ON m."id" = g."maker_id" AND m."code" = 'demo'
JOIN "game_navigation_tag" t ON t."code" = 'provably-fair'
WHERE g."code" = 'deep-sea-blaster'
ON CONFLICT DO NOTHING;
