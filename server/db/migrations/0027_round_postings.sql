ALTER TABLE "game_round" ADD COLUMN "ledger_transfer_id" bigint;--> statement-breakpoint
-- Rounds recorded before netting were posted one transfer each, under round:<maker>:<maker round id>:
-- each points at its own, so every round recorded with money traces to the transfer that moved it.
UPDATE "game_round" r SET "ledger_transfer_id" = t.id
  FROM "ledger_transfer" t
  WHERE t.reference = 'round:' || r.maker_code || ':' || r.maker_round_id;
