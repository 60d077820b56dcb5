import 'server-only';
import { eq } from 'drizzle-orm';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import { seoSettings } from '@/lib/db/schema';
import { getSiteConfigValue, siteLegalOf, siteSeoOf } from '@/lib/site/queries';
import type { SiteSettings, SiteSettingsInput } from '@/lib/validation/admin-seo';

const SITE_CONFIG = 'site_config';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's values from the stored `site_config` (empty fields for what is not set). */
export async function getSiteSettingsForAdmin(
  db: DbHandle,
  _admin: Admin,
): Promise<SiteSettingsInput> {
  const value = await getSiteConfigValue(db);
  const social = (
    typeof value.social === 'object' && value.social !== null ? value.social : {}
  ) as Record<string, unknown>;
  const seo = siteSeoOf(value);
  const legal = (
    typeof value.legal === 'object' && value.legal !== null ? value.legal : {}
  ) as Record<string, unknown>;
  return {
    facebook: text(social.facebook),
    instagram: text(social.instagram),
    tiktok: text(social.tiktok),
    defaultTitle: seo.defaultTitle ?? '',
    defaultDescription: seo.defaultDescription ?? '',
    homeTitle: seo.homeTitle ?? '',
    homeDescription: seo.homeDescription ?? '',
    mediatorName: text(legal.mediatorName),
    mediatorUrl: text(legal.mediatorUrl),
    idus: siteLegalOf(value).idus.join('\n'),
  };
}

/** Only what is set is stored: an empty field removes its key (the footer hides the network). */
function compact(entries: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== ''));
}

/**
 * Saves the social links, default texts, mediator and IDUs into `site_config`, keeping any other key of the
 * stored value; the row is locked (or created) in the transaction.
 */
export async function saveSiteSettings(admin: Admin, action: string, input: SiteSettings) {
  return adminWrite(admin, action, async (tx, audit) => {
    const [row] = await tx
      .select()
      .from(seoSettings)
      .where(eq(seoSettings.settingKey, SITE_CONFIG))
      .for('update');
    const before = (row?.settingValue ?? {}) as Record<string, unknown>;
    const after = {
      ...before,
      social: compact({
        facebook: input.facebook,
        instagram: input.instagram,
        tiktok: input.tiktok,
      }),
      seo: compact({
        defaultTitle: input.defaultTitle,
        defaultDescription: input.defaultDescription,
        homeTitle: input.homeTitle,
        homeDescription: input.homeDescription,
      }),
      legal: {
        ...compact({ mediatorName: input.mediatorName, mediatorUrl: input.mediatorUrl }),
        ...(input.idus.length ? { idus: input.idus } : {}),
      },
    };
    if (row) {
      await tx
        .update(seoSettings)
        .set({ settingValue: after, updatedAt: new Date() })
        .where(eq(seoSettings.id, row.id));
    } else {
      await tx.insert(seoSettings).values({ settingKey: SITE_CONFIG, settingValue: after });
    }
    audit({ entity: 'site_config', entityId: SITE_CONFIG, before: row ? before : null, after });
    return { saved: true };
  });
}
