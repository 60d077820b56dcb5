CREATE TABLE "cart_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"order_id" uuid,
	"cart_started_at" timestamp with time zone,
	"email" text NOT NULL,
	"value_cents" integer NOT NULL,
	"email_id" uuid NOT NULL,
	"sent_by" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_reminders_kind_chk" CHECK (("cart_reminders"."kind" = 'cart' and "cart_reminders"."user_id" is not null and "cart_reminders"."cart_started_at" is not null) or ("cart_reminders"."kind" = 'order' and "cart_reminders"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"query" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_reminders_cart_idx" ON "cart_reminders" USING btree ("user_id","cart_started_at") WHERE "cart_reminders"."kind" = 'cart';--> statement-breakpoint
CREATE UNIQUE INDEX "cart_reminders_order_idx" ON "cart_reminders" USING btree ("order_id") WHERE "cart_reminders"."kind" = 'order';--> statement-breakpoint
CREATE INDEX "cart_reminders_sent_idx" ON "cart_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "search_misses_count_idx" ON "search_misses" USING btree ("count" DESC NULLS LAST,"last_seen_at" DESC NULLS LAST);--> statement-breakpoint
-- Server-only tables: row-level security on and no policy, so hosted API roles cannot read them.
ALTER TABLE public.cart_reminders ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.search_misses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Analytics (lib/admin/analytics): promotion use over a period reads promotion_uses by date.
CREATE INDEX IF NOT EXISTS promotion_uses_created_idx ON public.promotion_uses (created_at);
--> statement-breakpoint
-- Lost orders (lib/admin/lost-orders): carts whose last change is older than the delay.
CREATE INDEX IF NOT EXISTS cart_items_updated_idx ON public.cart_items (updated_at, user_id);
