-- A withdrawal's refund is an order refund (issue 40, s22 audit): the owner refunds the withdrawn
-- lines through order_refunds (a partial credit note by line, numbered in the one continuous
-- sequence, the customer e-mailed), and the refund names the withdrawal it settles, once. The
-- withdrawals' own refund columns (0037) stay for the refunds recorded before this migration.
ALTER TABLE "order_refunds" ADD COLUMN IF NOT EXISTS "withdrawal_id" uuid
	REFERENCES "public"."withdrawals"("id") ON DELETE restrict;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "order_refunds_withdrawal_key" ON "order_refunds" ("withdrawal_id")
	WHERE "withdrawal_id" IS NOT NULL;
