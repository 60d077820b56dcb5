CREATE TABLE "sign_in_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_failures_reason_chk" CHECK ("sign_in_failures"."reason" in ('invalid', 'throttled', 'disabled'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sign_in_failures_created_idx" ON "sign_in_failures" USING btree ("created_at");--> statement-breakpoint
-- Server-only table: row-level security on and no policy, so hosted API roles cannot read it.
ALTER TABLE public.sign_in_failures ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The customers' list filters on these (partial: few rows match).
CREATE INDEX IF NOT EXISTS profiles_disabled_idx ON public.profiles (id) WHERE disabled_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS profiles_pending_pro_idx ON public.profiles (created_at)
  WHERE is_professional AND NOT is_verified_professional;
