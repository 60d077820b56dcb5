ALTER TABLE "orders" ADD COLUMN "payment_review" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_review_at" timestamp with time zone;
--> statement-breakpoint
-- A card payment Stripe took that the shop refused to record (another amount or currency, an
-- order cancelled meanwhile): the money is taken, a person must look (lib/payments/review.ts).
-- Shown as « paiement à vérifier » on the admin order screens and the dashboard.
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_review_check"
  CHECK ("payment_review" IN ('amount', 'currency', 'cancelled'));
--> statement-breakpoint
CREATE INDEX "orders_payment_review_idx" ON "orders" ("payment_review_at")
  WHERE "payment_review" IS NOT NULL;
