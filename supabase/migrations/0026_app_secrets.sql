CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Secrets the servers generate on first start and share through the database (issue 34 §6: the
-- key that signs e-mailed newsletter links, lib/security/link-secret.ts). Server-only table:
-- row-level security on and no policy, so hosted API roles can never read it.
ALTER TABLE "app_secrets" ENABLE ROW LEVEL SECURITY;
