-- E-mail at the pace of a newsletter (issue 36 §3): the job worker claims outbox rows itself
-- (`for update skip locked`, highest priority first) instead of one pg-boss job per e-mail.
-- `priority`: 1 for the shop's transactional e-mails (orders, accounts, contact), 0 for the
-- newsletter: an order e-mail queued during a newsletter leaves before the rest of it.
-- `attempts` and `next_attempt_at`: the retries with exponential backoff that pg-boss kept.
ALTER TABLE "email_outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- When the last attempt failed (its error is `error`): the dashboard says the mail server refuses
-- when the newest attempt is a failure.
ALTER TABLE "email_outbox" ADD COLUMN "failed_at" timestamp with time zone;
--> statement-breakpoint
-- The worker's claim: the waiting rows in the order it sends them.
CREATE INDEX "email_outbox_queue_idx" ON "email_outbox" ("priority" DESC, "created_at", "id")
  WHERE "status" = 'queued';
--> statement-breakpoint
-- The dashboard's « the mail server refuses » alert: the newest failure, and whether anything
-- was sent after it (lib/admin/dashboard/alerts.ts), without reading the whole outbox.
CREATE INDEX "email_outbox_failed_at_idx" ON "email_outbox" ("failed_at")
  WHERE "failed_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "email_outbox_sent_at_idx" ON "email_outbox" ("sent_at")
  WHERE "sent_at" IS NOT NULL;
--> statement-breakpoint
-- One row per kind of alert e-mail sent to the shop (lib/jobs/owner-alerts.ts): the time of the
-- last one, so a worker restarting in a loop does not send the same alert each time.
CREATE TABLE "owner_alerts" (
	"kind" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_alerts" ENABLE ROW LEVEL SECURITY;
