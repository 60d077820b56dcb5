import { describe, expect, it } from 'vitest';
import { getAdminT } from './admin';

/** French counts: one (0 and 1) in the singular, more in the plural. */
describe('admin texts count in French', () => {
  const t = getAdminT();

  it('says « 1 abonné confirmé » and « 1 e-mail sera mis en file », plural from 2', () => {
    expect(t('newsletters.send.intro', { count: 1 })).toBe(
      'La newsletter part une seule fois, vers 1 abonné confirmé et non désinscrit.',
    );
    expect(t('newsletters.send.intro', { count: 12 })).toBe(
      'La newsletter part une seule fois, vers les 12 abonnés confirmés et non désinscrits.',
    );
    expect(t('newsletters.send.confirmText', { count: 1 })).toMatch(
      /^1 e-mail sera mis en file d’envoi\./,
    );
    expect(t('newsletters.send.confirmText', { count: 3 })).toMatch(
      /^3 e-mails seront mis en file d’envoi\./,
    );
  });

  it('counts subscribers, deliveries and contest entries in the singular for one', () => {
    expect(t('newsletters.subscribers.counts', { confirmed: 1, pending: 0, unsubscribed: 1 })).toBe(
      '1 confirmé, 0 en attente de confirmation, 1 désinscrit',
    );
    expect(t('newsletters.deliveryCounts', { total: 1, sent: 1, queued: 0, failed: 0 })).toBe(
      '1 destinataire : 1 envoyé, 0 en attente, 0 en échec',
    );
    expect(t('contestDraw.participants.counts', { eligible: 1, total: 1 })).toBe(
      '1 éligible sur 1 participation',
    );
    expect(t('contestDraw.participants.counts', { eligible: 4, total: 4 })).toBe(
      '4 éligibles sur 4 participations',
    );
  });

  it('gives each social network its own example address', () => {
    for (const network of ['facebook', 'instagram', 'tiktok'] as const)
      expect(t(`seo.fields.socialHelp.${network}`)).toContain(`https://www.${network}.com/`);
  });

  it('says on the dashboard how many orders were placed and how many of them are paid', () => {
    expect(t('dashboard.orders', { placed: 4, paid: 1 })).toBe('4 commandes passées, dont 1 payée');
    expect(t('dashboard.orders', { placed: 1, paid: 0 })).toBe('1 commande passée, aucune payée');
  });
});
