/**
 * E-mails rendered at delivery: instead of a body, the outbox row keeps what to render
 * (`{ template, orderId, … }`: a few ids and the values frozen when it was queued) and the
 * worker turns it into HTML and text through the renderer it is given (lib/orders/emails/
 * render.tsx for the order e-mails), then writes what was sent on the row. The transaction
 * that queues the e-mail stays short (no react-email render inside it), and lib/mail knows no
 * template itself.
 */
import type { DbHandle } from '@/lib/db/handle';

/** What to render: the template's name and the JSON values it needs (an id, a frozen number…). */
export type EmailRenderRef = { template: string; [value: string]: unknown };

export type RenderedBody = { html: string; text: string };

export type EmailRenderer = (db: DbHandle, ref: EmailRenderRef) => Promise<RenderedBody>;
