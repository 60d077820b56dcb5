import { getT } from '@/lib/i18n/server';

/** The links of the main navigation after the four mega-menus. */
export function mainNavLinks(): Array<{ href: string; label: string }> {
  const t = getT('layout');
  return [
    { href: '/catalogue-couleur', label: t('colourCatalogue') },
    { href: '/contact', label: t('contact') },
  ];
}

/** Information pages, in the footer and the mobile menu. */
export function infoLinks(): Array<{ href: string; label: string }> {
  const t = getT('layout');
  return [
    { href: '/livraison', label: t('footer.info.livraison') },
    { href: '/paiements-securises', label: t('footer.info.paiements') },
    { href: '/cgv', label: t('footer.info.cgv') },
    { href: '/faq', label: t('footer.info.faq') },
    { href: '/confidentialite', label: t('footer.info.confidentialite') },
    { href: '/mentions-legales', label: t('footer.info.mentions') },
    { href: '/help', label: t('footer.info.help') },
    { href: '/contact', label: t('footer.info.contact') },
  ];
}
