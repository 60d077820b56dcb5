import 'server-only';
import { sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import type { SignedIn } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import type { DbHandle } from '@/lib/db/handle';
import { getT } from '@/lib/i18n/server';
import { getMailT } from '@/lib/mail/i18n';
import { queueEmail } from '@/lib/mail/outbox';
import type { OrderEmailRef } from '@/lib/orders/emails/render';
import { putPrivateObject } from '@/lib/storage';
import { productImageFile, UploadError } from '@/lib/storage/files';
import type { GuaranteeClaimInput } from '@/lib/validation/guarantee';
import { readGuaranteeSettings } from '@/lib/guarantee-settings';
import { claimWindow, isColourLine } from './window';

/**
 * A customer's colour-match claim (issue 41 §2): on a colour line of their own order, within the
 * owner's number of days after delivery (or shipping), one per line, with 1 to 3 photos. The
 * photos are re-encoded by sharp (pixels only: EXIF and any other metadata dropped, at most
 * 1600 px, WebP) before anything is written, kept in the private store; the claim, its photos
 * and the « réclamation reçue » e-mail are written in one transaction.
 */
export type ClaimStatus = 'pending' | 'remix' | 'refund' | 'refused';

export type ClaimView = {
  id: string;
  orderItemId: string;
  lineName: string;
  description: string;
  status: ClaimStatus;
  reason: string | null;
  refundCents: number | null;
  createdAt: Date;
  photos: string[];
};

const refuse = (key: string, field = '_'): never => {
  const message = getT('guaranteeClaim')(`validation.${key}` as 'validation.closed');
  throw new ActionError(message, { [field]: message });
};

type ClaimLine = {
  order_id: string;
  order_number: string;
  email: string;
  item_id: string;
  name: string;
  is_custom_paint: boolean;
  colour: { code: string } | null;
  delivered_at: Date | null;
  shipped_at: Date | null;
  claimed: boolean;
};

/** The line, read only through the caller's own orders (someone else's reads as missing). */
async function claimLine(db: DbHandle, caller: SignedIn, orderItemId: string) {
  const { rows } = await db.execute<ClaimLine>(sql`
    select o.id as order_id, o.order_number, o.email, i.id as item_id, i.name,
      i.is_custom_paint, i.colour, o.delivered_at, o.shipped_at,
      exists (select 1 from guarantee_claims c where c.order_item_id = i.id) as claimed
    from order_items i join orders o on o.id = i.order_id
    where i.id = ${orderItemId}::uuid and o.user_id = ${caller.userId}::uuid`);
  return rows[0] ?? null;
}

function dates(line: ClaimLine) {
  const at = (value: Date | string | null) => (value === null ? null : new Date(value));
  return { deliveredAt: at(line.delivered_at), shippedAt: at(line.shipped_at) };
}

async function reencode(files: File[]): Promise<{ name: string; body: Buffer }[]> {
  const out: { name: string; body: Buffer }[] = [];
  for (const file of files) {
    try {
      out.push(await productImageFile(Buffer.from(await file.arrayBuffer())));
    } catch (error) {
      if (error instanceof UploadError)
        refuse(error.reason === 'notPdf' ? 'notImage' : error.reason, 'photos');
      throw error;
    }
  }
  return out;
}

export async function fileClaim(
  caller: SignedIn,
  input: GuaranteeClaimInput,
  now = new Date(),
): Promise<{ id: string; orderNumber: string }> {
  const db = getDb();
  const line = await claimLine(db, caller, input.orderItemId);
  if (!line) return refuse('notFound');
  if (!isColourLine({ isCustomPaint: line.is_custom_paint, colour: line.colour })) {
    return refuse('notColour', 'orderItemId');
  }
  const settings = await readGuaranteeSettings(db);
  if (!claimWindow(dates(line), settings.claimDays, now).open) return refuse('closed');
  if (line.claimed) return refuse('already', 'orderItemId');
  const photos = await reencode(input.photos);
  // Stored before the transaction: a photo nobody links to is harmless, a link to none is not.
  for (const photo of photos) await putPrivateObject(photo.name, photo.body);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into guarantee_claims (order_id, order_item_id, user_id, description)
      values (${line.order_id}::uuid, ${line.item_id}::uuid, ${caller.userId}::uuid,
        ${input.description})
      on conflict (order_item_id) do nothing
      returning id`);
    const id = rows[0]?.id;
    if (!id) return refuse('already', 'orderItemId');
    for (const [index, photo] of photos.entries()) {
      await tx.execute(sql`
        insert into guarantee_claim_photos (claim_id, name, position)
        values (${id}::uuid, ${photo.name}, ${index + 1})`);
    }
    const render: OrderEmailRef = {
      template: 'order-guarantee-received',
      orderId: line.order_id,
      line: line.name,
    };
    await queueEmail(tx, {
      to: line.email,
      subject: getMailT('guarantee')('receivedSubject', { number: line.order_number }),
      template: render.template,
      render,
    });
    return { id, orderNumber: line.order_number };
  });
}

/** A claim's (`c`) photo names in their order, as a text[] column. */
export const CLAIM_PHOTOS = sql`coalesce((select array_agg(p.name order by p.position)
  from guarantee_claim_photos p where p.claim_id = c.id), '{}')`;

/** The claims of one order of the caller, with their photos' names. */
export async function claimsOfOrder(
  db: DbHandle,
  caller: SignedIn,
  orderId: string,
): Promise<ClaimView[]> {
  const { rows } = await db.execute<{
    id: string;
    order_item_id: string;
    line_name: string;
    description: string;
    status: ClaimStatus;
    reason: string | null;
    refund_cents: number | null;
    created_at: Date;
    photos: string[];
  }>(sql`
    select c.id, c.order_item_id, i.name as line_name, c.description, c.status, c.reason,
      c.refund_cents, c.created_at,
      ${CLAIM_PHOTOS} as photos
    from guarantee_claims c join order_items i on i.id = c.order_item_id
    where c.order_id = ${orderId}::uuid and c.user_id = ${caller.userId}::uuid
    order by c.created_at`);
  return rows.map((r) => ({
    id: r.id,
    orderItemId: r.order_item_id,
    lineName: r.line_name,
    description: r.description,
    status: r.status,
    reason: r.reason,
    refundCents: r.refund_cents,
    createdAt: new Date(r.created_at),
    photos: r.photos,
  }));
}

/** Whether this caller may see this photo: the claim's customer, or an admin. */
export async function mayViewPhoto(db: DbHandle, caller: SignedIn, name: string) {
  const { rows } = await db.execute<{ ok: boolean }>(sql`
    select (c.user_id = ${caller.userId}::uuid or ${caller.isAdmin === true}) as ok
    from guarantee_claim_photos p join guarantee_claims c on c.id = p.claim_id
    where p.name = ${name}`);
  return rows[0]?.ok === true;
}
