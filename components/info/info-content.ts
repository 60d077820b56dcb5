import 'server-only';
import { z } from '@/lib/zod';
import pages from '@/messages/pages.fr.json';

/**
 * The information pages' prose lives in messages/pages.fr.json: long French text read on the
 * server only, so it is not sent to the browser with the client messages of every page.
 */
const section = z.object({
  /** Anchor of the section (links such as lib/urls.ts CODE_GUIDE_PATH point to it). */
  id: z.string().optional(),
  heading: z.string(),
  paragraphs: z.array(z.string()).min(1),
});
const proseSchema = z.object({
  metaTitle: z.string(),
  metaDescription: z.string(),
  title: z.string(),
  intro: z.string(),
  sections: z.array(section).min(1),
});
const faqSchema = proseSchema.omit({ sections: true }).extend({
  groups: z.array(
    z.object({
      heading: z.string(),
      items: z.array(z.object({ question: z.string(), answer: z.string() })).min(1),
    }),
  ),
});
const mentionsSchema = proseSchema.extend({ identity: z.record(z.string(), z.string()) });

export type ProsePageKey = 'livraison' | 'paiements' | 'cgv' | 'confidentialite' | 'help';
export type ProsePage = z.infer<typeof proseSchema>;
export type FaqPage = z.infer<typeof faqSchema>;
export type MentionsPage = z.infer<typeof mentionsSchema>;

export function prosePage(key: ProsePageKey): ProsePage {
  return proseSchema.parse(pages.info[key]);
}

export function faqPage(): FaqPage {
  return faqSchema.parse(pages.info.faq);
}

export function mentionsPage(): MentionsPage {
  return mentionsSchema.parse(pages.info.mentions);
}

/** Page metadata from the same text. */
export function infoMetadata(page: { metaTitle: string; metaDescription: string }, path: string) {
  return {
    title: page.metaTitle,
    description: page.metaDescription,
    alternates: { canonical: path },
  };
}
