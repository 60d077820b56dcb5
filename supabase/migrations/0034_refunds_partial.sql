-- Refunds for every way of paying (issue 40 §2). An order partly given back is « Partiellement
-- remboursée »; every refund (card through Stripe, transfer recorded by hand) is one row of
-- order_refunds; a partial credit note says what it credits (lines by index and quantity,
-- shipping) in invoices.credited, so the next one credits only what is left (null: the whole
-- invoice, as every credit note before this migration).
ALTER TYPE "public"."order_status" ADD VALUE IF NOT EXISTS 'partially_refunded';
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "credited" jsonb;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "public"."orders"("id") ON DELETE restrict,
	"method" "payment_method" NOT NULL,
	"amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
	"refunded_on" date NOT NULL,
	"reference" text,
	"provider_refund_id" text UNIQUE,
	"credit_note_id" uuid REFERENCES "public"."invoices"("id") ON DELETE restrict,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id", "created_at");
--> statement-breakpoint
ALTER TABLE "order_refunds" ENABLE ROW LEVEL SECURITY;
