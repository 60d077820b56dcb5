/**
 * Where a customer follows a parcel, per carrier code (the `carriers` rows of the seed): the
 * tracking number replaces `{tracking}`. A carrier without a public tracking page (the ADR
 * freight service) gives no link; the number alone is shown.
 */
const TRACKING_URL_TEMPLATES: Record<string, string> = {
  colissimo: 'https://www.laposte.fr/outils/suivre-vos-envois?code={tracking}',
  chronopost: 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT={tracking}',
  'mondial-relay': 'https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition={tracking}',
};

export function trackingUrl(carrierCode: string, trackingNumber: string): string | null {
  const template = TRACKING_URL_TEMPLATES[carrierCode];
  return template ? template.replace('{tracking}', encodeURIComponent(trackingNumber)) : null;
}
