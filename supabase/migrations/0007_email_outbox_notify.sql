-- Wakes the job worker when an e-mail is queued: pg_notify is delivered at commit, so the
-- worker hears of a row only once the change it announces is saved (and never of a rolled-back
-- one). The worker also sweeps queued rows at start and every minute, so a missed notification
-- only delays an e-mail.
CREATE OR REPLACE FUNCTION "email_outbox_notify"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('email_outbox', NEW.id::text);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "email_outbox_notify_after_insert"
AFTER INSERT ON "email_outbox"
FOR EACH ROW WHEN (NEW.status = 'queued')
EXECUTE FUNCTION "email_outbox_notify"();
