CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_product_variant_key";--> statement-breakpoint
ALTER TABLE "addresses" DROP CONSTRAINT "addresses_postal_code_chk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "line_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_line_key" UNIQUE("user_id","line_key");--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_postal_code_chk" CHECK (("addresses"."country" = 'France' and "addresses"."postal_code" ~ '^[0-9]{5}$') or ("addresses"."country" in ('Belgique', 'Luxembourg') and "addresses"."postal_code" ~ '^[0-9]{4}$'));--> statement-breakpoint
-- Server-only table: row-level security on and no policy, so hosted API roles cannot read it.
ALTER TABLE "password_reset_tokens" ENABLE ROW LEVEL SECURITY;
