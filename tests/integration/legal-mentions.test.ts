import '../support/admin-caller';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSiteSettingsForAdmin } from '@/lib/admin/seo/settings';
import { saveSiteSettingsAction } from '@/lib/admin/seo/actions';
import { CgvLegal } from '@/components/info/cgv-legal';
import { getDb } from '@/lib/db/client';
import { renderOrderEmail } from '@/lib/orders/emails/render';
import { getSiteLegal } from '@/lib/site/queries';
import type { SiteSettingsInput } from '@/lib/validation/admin-seo';
import { admin, calling, invalidated } from '../support/admin-caller';
import { createOrder } from '../support/orders';

/**
 * Issue 39 §5: the consumer mediator (L612-1, L616-1) and the EPR IDUs (L541-10-13) set in
 * /admin/seo reach the CGV and the order confirmation e-mail.
 */
const me = admin();
const db = () => getDb();

beforeEach(() => {
  calling.caller = me;
  invalidated.length = 0;
});

/** The settings form as loaded, with a mediator and two IDU lines typed in. */
async function settings(): Promise<SiteSettingsInput> {
  return {
    ...(await getSiteSettingsForAdmin(db(), me)),
    mediatorName: 'Médiation Essai',
    mediatorUrl: 'https://www.mediation-essai.fr',
    idus: 'Emballages ménagers : FR654321_01ABCD\n\n  Produits chimiques : FR654321_07EFGH  ',
  };
}

describe('mediator and IDUs', () => {
  it('are saved from /admin/seo, read back by the form, and invalidate the site settings', async () => {
    const saved = await saveSiteSettingsAction(await settings());
    expect(saved.ok).toBe(true);
    expect(invalidated).toContain('site-settings');
    expect(await getSiteLegal(db())).toEqual({
      mediator: { name: 'Médiation Essai', url: 'https://www.mediation-essai.fr/' },
      idus: ['Emballages ménagers : FR654321_01ABCD', 'Produits chimiques : FR654321_07EFGH'],
    });
    expect(await getSiteSettingsForAdmin(db(), me)).toMatchObject({
      mediatorName: 'Médiation Essai',
      idus: 'Emballages ménagers : FR654321_01ABCD\nProduits chimiques : FR654321_07EFGH',
    });
  });

  it('refuses an IDU line without an identifier, and a mediator without its website, in French', async () => {
    const result = await saveSiteSettingsAction({
      ...(await settings()),
      mediatorUrl: '',
      idus: 'Emballages ménagers : à venir',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors.idus).toMatch(/^Identifiant unique invalide/);
    expect(result.fieldErrors.mediatorUrl).toBe(
      "Indiquez l'adresse du site du médiateur (https://…).",
    );
  });

  it('the CGV name the mediator with its website and list the IDUs; no ODR platform link', async () => {
    await saveSiteSettingsAction(await settings());
    const html = renderToStaticMarkup(createElement(CgvLegal, { legal: await getSiteLegal(db()) }));
    expect(html).toContain('href="https://www.mediation-essai.fr/"');
    expect(html).toContain('Médiation Essai');
    expect(html).toContain('<li>Produits chimiques : FR654321_07EFGH</li>');
    expect(html).not.toMatch(/odr/i);
  });

  it('the order confirmation e-mail names the mediator and its website', async () => {
    await saveSiteSettingsAction(await settings());
    const order = await createOrder(db());
    const { text } = await renderOrderEmail(db(), {
      template: 'order-confirmation',
      orderId: order.id,
    });
    expect(text).toContain(
      'vous pouvez recourir gratuitement au médiateur de la consommation : Médiation Essai (https://www.mediation-essai.fr/).',
    );
  });
});
