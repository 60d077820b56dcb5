-- The withdrawal function (issue 39 §1; Code de la consommation L221-21, art. 11a of Directive
-- 2011/83 added by Directive (EU) 2023/2673): one row per withdrawal a buyer confirmed through
-- « Se rétracter du contrat ici », with the quantities of each order line it takes back.
-- The refund the shop records is kept on the withdrawal itself (amount in cents, the day it was
-- made, the bank or payment reference); general order refunds live elsewhere (issue 40).
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	-- As the buyer typed them (step 1): the name is not checked, the e-mail matched the order's.
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refund_cents" integer,
	"refunded_on" date,
	"refund_reference" text,
	"refund_recorded_at" timestamp with time zone,
	CONSTRAINT "withdrawals_refund_chk" CHECK (
		("refund_cents" IS NULL AND "refunded_on" IS NULL AND "refund_reference" IS NULL
			AND "refund_recorded_at" IS NULL)
		OR ("refund_cents" >= 0 AND "refunded_on" IS NOT NULL AND "refund_reference" IS NOT NULL
			AND "refund_recorded_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_lines" (
	"withdrawal_id" uuid NOT NULL REFERENCES "withdrawals"("id") ON DELETE CASCADE,
	"order_item_id" uuid NOT NULL REFERENCES "order_items"("id") ON DELETE CASCADE,
	"quantity" integer NOT NULL,
	CONSTRAINT "withdrawal_lines_pkey" PRIMARY KEY ("withdrawal_id", "order_item_id"),
	CONSTRAINT "withdrawal_lines_quantity_chk" CHECK ("quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX "withdrawals_order_idx" ON "withdrawals" ("order_id", "created_at");
--> statement-breakpoint
-- The admin's « Rétractations » section: newest first, those still to refund first.
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" ("created_at" DESC, "id");
--> statement-breakpoint
CREATE INDEX "withdrawal_lines_item_idx" ON "withdrawal_lines" ("order_item_id");
--> statement-breakpoint
-- Read and written by the server only (no policy: hosted clients see nothing).
ALTER TABLE "withdrawals" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "withdrawal_lines" ENABLE ROW LEVEL SECURITY;
