CREATE TABLE "cache_tag_expirations" (
	"tag" text PRIMARY KEY NOT NULL,
	"expired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"origin" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cache_tag_expirations_expired_at_idx" ON "cache_tag_expirations" USING btree ("expired_at");
--> statement-breakpoint
-- Server-only (hosted mode): no Supabase client reads or writes it; the app's own connection is
-- the table owner and is not subject to row-level security.
ALTER TABLE "cache_tag_expirations" ENABLE ROW LEVEL SECURITY;
