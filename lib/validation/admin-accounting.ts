import { z } from '@/lib/zod';

/** The accounting screen's invoice mentions form (`/admin/accounting`). */
export const invoiceMentionsSchema = z.object({ vatOnDebits: z.boolean() });

export type InvoiceMentionsInput = z.input<typeof invoiceMentionsSchema>;
