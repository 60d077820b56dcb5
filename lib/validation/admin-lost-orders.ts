import { z } from '@/lib/zod';
import { uuidSchema } from './admin-catalogue';

/** « Envoyer une relance » on `/admin/lost-orders`: a customer's cart, or an unpaid order. */
export const reminderSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cart'), id: uuidSchema }),
  z.object({ kind: z.literal('order'), id: uuidSchema }),
]);
