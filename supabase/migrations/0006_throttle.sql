CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
-- Server-only table: row-level security on and no policy, so hosted API roles cannot read it.
ALTER TABLE "rate_limits" ENABLE ROW LEVEL SECURITY;
