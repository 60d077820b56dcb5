import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '@/lib/admin/audit';
import {
  deleteRedirectAction,
  saveRedirectAction,
  saveSiteSettingsAction,
} from '@/lib/admin/seo/actions';
import { storedOldPath } from '@/lib/admin/seo/redirects';
import { getDb } from '@/lib/db/client';
import { answerForAddress } from '@/lib/redirects/answer';
import { flushLegacyHits } from '@/lib/redirects/resolve';
import { getSiteConfigValue, getSiteSeoTexts, getSocialLinks } from '@/lib/site/queries';
import type { SiteSettingsInput } from '@/lib/validation/admin-seo';
import { admin, calling, invalidated } from '../support/admin-caller';

const me = admin();
const db = () => getDb();

beforeEach(() => {
  calling.caller = me;
  invalidated.length = 0;
});

const EMPTY: SiteSettingsInput = {
  facebook: '',
  instagram: '',
  tiktok: '',
  defaultTitle: '',
  defaultDescription: '',
  homeTitle: '',
  homeDescription: '',
};

describe('admin SEO: site settings', () => {
  it('saves the social links shown in the footer and drops an emptied one, keeping other keys', async () => {
    await db().execute(
      sql`insert into seo_settings (setting_key, setting_value)
          values ('site_config', '{"social":{"tiktok":"https://www.tiktok.com/@old"},"autre":1}')
          on conflict (setting_key) do update set setting_value = excluded.setting_value`,
    );
    const saved = await saveSiteSettingsAction({
      ...EMPTY,
      facebook: 'https://www.facebook.com/nuancier',
      instagram: ' https://www.instagram.com/nuancier ',
    });
    expect(saved.ok).toBe(true);
    expect(await getSocialLinks(db())).toEqual([
      { network: 'facebook', url: 'https://www.facebook.com/nuancier' },
      { network: 'instagram', url: 'https://www.instagram.com/nuancier' },
    ]);
    expect((await getSiteConfigValue(db())).autre).toBe(1);
    expect(invalidated).toContain('site-settings');
    const [entry] = await listAudit(db(), me, { entity: 'site_config' });
    expect(entry?.action).toBe('admin.seo.settings.save');
    expect(entry?.before).toMatchObject({ social: { tiktok: 'https://www.tiktok.com/@old' } });
    expect(entry?.after).toMatchObject({
      social: { facebook: 'https://www.facebook.com/nuancier' },
    });
  });

  it('stores default titles and descriptions; an empty field goes back to the built-in text', async () => {
    await saveSiteSettingsAction({ ...EMPTY, defaultTitle: 'Peinture auto', homeTitle: 'Accueil' });
    expect(await getSiteSeoTexts(db())).toEqual({
      defaultTitle: 'Peinture auto',
      homeTitle: 'Accueil',
    });
    await saveSiteSettingsAction({ ...EMPTY, homeTitle: 'Accueil' });
    expect(await getSiteSeoTexts(db())).toEqual({ homeTitle: 'Accueil' });
  });

  it('refuses a non-web address and a too long title with French messages on their fields', async () => {
    const before = await getSiteConfigValue(db());
    const result = await saveSiteSettingsAction({
      ...EMPTY,
      facebook: 'javascript:alert(1)',
      defaultTitle: 'x'.repeat(71),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors.facebook).toMatch(/^Adresse invalide/);
    expect(result.fieldErrors.defaultTitle).toBe('Le titre ne peut pas dépasser 70 caractères.');
    expect(await getSiteConfigValue(db())).toEqual(before);
  });
});

describe('admin SEO: legacy redirects', () => {
  it('stores an old address as the proxy reads it and answers it at once with one 301', async () => {
    expect(await answerForAddress('/Ancienne-Promo-Hiver', '')).toBeNull();
    const created = await saveRedirectAction({
      oldPath: 'https://www.ancien-site.fr/Ancienne-Promo-Hiver/?utm=x',
      newPath: '/marques',
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.data.oldPath).toBe('/ancienne-promo-hiver');
    expect(invalidated).toContain('legacy-redirects');
    // The memoised « no answer » of a minute ago is gone: the edit cleared the proxy's memo.
    expect(await answerForAddress('/Ancienne-Promo-Hiver/', '')).toEqual({
      location: '/marques',
      status: 301,
      row: '/ancienne-promo-hiver',
    });
    const [entry] = await listAudit(db(), me, {
      entity: 'legacy_redirect',
      entityId: created.data.id,
    });
    expect(entry?.after).toMatchObject({ oldPath: '/ancienne-promo-hiver', newPath: '/marques' });
  });

  it('an edit changes the answer at once, and testing an address counts no visit', async () => {
    const created = await saveRedirectAction({
      oldPath: '/produit/pot-test-seo',
      newPath: '/marques',
    });
    if (!created.ok) throw new Error(created.error);
    expect((await answerForAddress('/produit/pot-test-seo', ''))?.location).toBe('/marques');
    const edited = await saveRedirectAction({
      id: created.data.id,
      oldPath: '/produit/pot-test-seo',
      newPath: '/catalogue',
    });
    expect(edited.ok).toBe(true);
    expect((await answerForAddress('/produit/pot-test-seo', ''))?.location).toBe('/catalogue');
    await flushLegacyHits();
    const { rows } = await db().execute<{ hits: number }>(
      sql`select hits from legacy_redirects where id = ${created.data.id}`,
    );
    expect(rows[0]?.hits).toBe(0);
  });

  it('refuses addresses a row could never answer, off-site targets, loops and duplicates', async () => {
    const page = await saveRedirectAction({ oldPath: '/catalogue/peinture', newPath: '/marques' });
    expect(page.ok).toBe(false);
    if (!page.ok)
      expect(page.fieldErrors.oldPath).toMatch(/une redirection ici ne serait jamais lue/);
    const fixed = await saveRedirectAction({ oldPath: '/brands', newPath: '/marques' });
    expect(fixed.ok).toBe(false);
    const offSite = await saveRedirectAction({
      oldPath: '/vieille-page',
      newPath: 'https://evil.example/x',
    });
    expect(offSite.ok).toBe(false);
    if (!offSite.ok) expect(offSite.fieldErrors.newPath).toMatch(/^Nouvelle adresse invalide/);
    const loop = await saveRedirectAction({ oldPath: '/vieille-page', newPath: '/Vieille-Page/' });
    expect(loop.ok).toBe(false);
    if (!loop.ok)
      expect(loop.fieldErrors.newPath).toBe("La nouvelle adresse ne peut pas être l'ancienne.");
    const relative = await saveRedirectAction({ oldPath: 'vieille-page', newPath: '/marques' });
    expect(relative.ok).toBe(false);
    expect((await saveRedirectAction({ oldPath: '/vieille-page', newPath: '/marques' })).ok).toBe(
      true,
    );
    const twice = await saveRedirectAction({ oldPath: '/VIEILLE-PAGE/', newPath: '/catalogue' });
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.fieldErrors.oldPath).toMatch(/a déjà une redirection/);
    const { rows } = await db().execute(
      sql`select new_path from legacy_redirects where old_path = '/vieille-page'`,
    );
    expect(rows).toEqual([{ new_path: '/marques' }]);
  });

  it('deletes a redirect: the address answers as before (the 404 of an unknown path)', async () => {
    const created = await saveRedirectAction({ oldPath: '/page-a-supprimer', newPath: '/marques' });
    if (!created.ok) throw new Error(created.error);
    expect(await answerForAddress('/page-a-supprimer', '')).not.toBeNull();
    expect((await deleteRedirectAction({ id: created.data.id })).ok).toBe(true);
    expect(await answerForAddress('/page-a-supprimer', '')).toBeNull();
    const [entry] = await listAudit(db(), me, {
      entity: 'legacy_redirect',
      entityId: created.data.id,
    });
    expect(entry?.action).toBe('admin.seo.redirects.delete');
  });

  it('storedOldPath reads addresses as the proxy does', () => {
    expect(storedOldPath('/Couleur/Gris%20Platine/')).toEqual({
      ok: true,
      path: '/couleur/gris platine',
    });
    expect(storedOldPath('/')).toEqual({ ok: false, reason: 'site' });
    expect(storedOldPath('/admin')).toEqual({ ok: false, reason: 'site' });
    expect(storedOldPath('//evil.example/x')).toEqual({ ok: false, reason: 'invalid' });
  });
});
