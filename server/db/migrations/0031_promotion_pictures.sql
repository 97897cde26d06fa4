ALTER TABLE "promotion" ADD CONSTRAINT "promotion_picture_check" CHECK ("promotion"."picture" = '' or "promotion"."picture" ~ '^(/[A-Za-z0-9_-]|https://)');
--> statement-breakpoint
-- The seeded promotions of a site started before they had pictures get their artwork (public/promotions).
UPDATE "promotion" SET "picture" = CASE "texts"->'en_US'->>'title'
  WHEN 'Welcome bonus 50 %' THEN '/promotions/welcome-bonus.svg'
  WHEN 'Lucky code 88' THEN '/promotions/lucky-code.svg'
  WHEN 'Lucky Lanterns: 20 % more' THEN '/promotions/lucky-lanterns.svg'
  ELSE "picture" END
WHERE "created_by" = 'system' AND "picture" = '';
