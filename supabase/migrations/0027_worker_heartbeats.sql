CREATE TABLE "worker_heartbeats" (
	"worker_id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Each job worker process writes its row every few seconds (lib/jobs/heartbeat.ts): the health
-- route and the admin dashboard read the newest beat to say whether e-mail is being sent.
-- Server-only table: row-level security on, no policy.
ALTER TABLE "worker_heartbeats" ENABLE ROW LEVEL SECURITY;
