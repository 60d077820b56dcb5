-- The colour-match guarantee (issue 41 §2): a claim a buyer files from the account's order page
-- on one colour line (« Signaler un écart de teinte »), with 1 to 3 photos kept in the private
-- `claims` store, and the owner's decision: « Refaire la teinte » (remix, recorded here), a
-- partial refund of the line (through order_refunds, its amount copied here) or « Refuser » with
-- a reason. The test card's price and the guarantee's conditions are settings (seo_settings,
-- key `guarantee`), not columns.
CREATE TABLE "guarantee_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	-- One claim per order line: a second one is refused, the first one is decided.
	"order_item_id" uuid NOT NULL UNIQUE REFERENCES "order_items"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"refund_cents" integer,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guarantee_claims_status_chk" CHECK ("status" IN ('pending', 'remix', 'refund', 'refused')),
	CONSTRAINT "guarantee_claims_decision_chk" CHECK (
		("status" = 'pending' AND "decided_at" IS NULL)
		OR ("status" <> 'pending' AND "decided_at" IS NOT NULL)),
	CONSTRAINT "guarantee_claims_refused_chk" CHECK ("status" <> 'refused' OR "reason" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "guarantee_claim_photos" (
	"claim_id" uuid NOT NULL REFERENCES "guarantee_claims"("id") ON DELETE CASCADE,
	-- The stored name in the private `claims` store (random, never a link anyone can guess).
	"name" text NOT NULL PRIMARY KEY,
	"position" smallint NOT NULL,
	CONSTRAINT "guarantee_claim_photos_position_chk" CHECK ("position" BETWEEN 1 AND 3)
);
--> statement-breakpoint
-- The admin queue: those to decide first, oldest first.
CREATE INDEX "guarantee_claims_queue_idx" ON "guarantee_claims" ("status", "created_at");
--> statement-breakpoint
CREATE INDEX "guarantee_claims_order_idx" ON "guarantee_claims" ("order_id");
--> statement-breakpoint
CREATE INDEX "guarantee_claim_photos_claim_idx" ON "guarantee_claim_photos" ("claim_id", "position");
--> statement-breakpoint
-- Read and written by the server only (no policy: hosted clients see nothing).
ALTER TABLE "guarantee_claims" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "guarantee_claim_photos" ENABLE ROW LEVEL SECURITY;
