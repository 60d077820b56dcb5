import { z } from '@/lib/zod';
import adminMessages from '@/messages/admin.fr.json';
import { uuidSchema } from './admin-catalogue';

/**
 * The SEO screen's forms (`/admin/seo`), shared by react-hook-form in the browser and the admin
 * actions on the server: the site settings (`seo_settings` row `site_config`: social links and
 * default search-engine texts) and a legacy redirect (`legacy_redirects`).
 */
const M = adminMessages.admin.seo.validation;

/** An optional http(s) address (empty = the network is not shown in the footer). */
const socialUrl = z
  .string({ error: M.urlInvalid })
  .trim()
  .max(300, { error: M.urlInvalid })
  .refine(
    (value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return (
          (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
        );
      } catch {
        return false;
      }
    },
    { error: M.urlInvalid },
  );

const title = z.string({ error: M.titleTooLong }).trim().max(70, { error: M.titleTooLong });
const description = z
  .string({ error: M.descriptionTooLong })
  .trim()
  .max(170, { error: M.descriptionTooLong });

/**
 * The EPR schemes' unique identifiers (« IDU », Code de l'environnement L541-10-13), one line
 * each, « Emballages ménagers : FR123456_01ABCD »: every line carries an identifier of that shape.
 */
const IDU_PATTERN = /\bFR\d{6}_\d{2}[A-Z0-9]{4,6}\b/;
const iduLines = z
  .string({ error: M.iduInvalid })
  .max(1000, { error: M.iduInvalid })
  .transform((value) =>
    value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .refine((lines) => lines.every((line) => line.length <= 160 && IDU_PATTERN.test(line)), {
    error: M.iduInvalid,
  });

export const siteSettingsSchema = z
  .object({
    facebook: socialUrl,
    instagram: socialUrl,
    tiktok: socialUrl,
    defaultTitle: title,
    defaultDescription: description,
    homeTitle: title,
    homeDescription: description,
    // The consumer mediator (Code de la consommation L612-1, L616-1): name and website together.
    // Optional in a request (a form of before them saves none); the form always sends them.
    mediatorName: z
      .string({ error: M.mediatorNameInvalid })
      .trim()
      .max(120, { error: M.mediatorNameInvalid })
      .default(''),
    mediatorUrl: socialUrl.default(''),
    idus: iduLines.default([]),
  })
  .superRefine((value, ctx) => {
    if (value.mediatorName && !value.mediatorUrl)
      ctx.addIssue({ code: 'custom', path: ['mediatorUrl'], message: M.mediatorUrlRequired });
    if (value.mediatorUrl && !value.mediatorName)
      ctx.addIssue({ code: 'custom', path: ['mediatorName'], message: M.mediatorNameRequired });
  });
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/**
 * An old address: a path (`/produit/vernis-2k`) or a whole old URL
 * (`https://www.ancien-site.fr/produit/vernis-2k/`), whose path is kept.
 */
const oldAddress = z
  .string({ error: M.oldPathRequired })
  .trim()
  .min(1, { error: M.oldPathRequired })
  .max(1000, { error: M.oldPathInvalid })
  .refine((value) => value.startsWith('/') || /^https?:\/\/[^/]+/i.test(value), {
    error: M.oldPathInvalid,
  });

/** The new address: a path of this site (`/product/vernis-2k`) or its full URL. */
const newAddress = z
  .string({ error: M.newPathRequired })
  .trim()
  .min(1, { error: M.newPathRequired })
  .max(2000, { error: M.newPathInvalid })
  .refine(
    (value) =>
      (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^/]+/i.test(value),
    { error: M.newPathInvalid },
  );

export const redirectSchema = z.object({
  id: uuidSchema.optional(),
  oldPath: oldAddress,
  newPath: newAddress,
});
export type RedirectInput = z.input<typeof redirectSchema>;
export type RedirectValues = z.output<typeof redirectSchema>;
