import { SHOP_INFO } from '@/lib/site/shop-info';

/** The publisher's identity (LCEN article 6), from the shop's one identity record. */
export function LegalIdentity({ labels }: { labels: Record<string, string> }) {
  const { address } = SHOP_INFO;
  const rows: Array<[string, string]> = [
    ['company', SHOP_INFO.legalForm],
    ['address', `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`],
    ['capital', SHOP_INFO.shareCapital],
    ['registry', SHOP_INFO.registry],
    ['siret', SHOP_INFO.siret],
    ['vat', SHOP_INFO.vatNumber],
    ['phone', SHOP_INFO.phoneDisplay],
    ['email', SHOP_INFO.email],
    ['director', SHOP_INFO.publicationDirector],
    ['host', SHOP_INFO.host],
  ];
  return (
    <section aria-labelledby="legal-identity">
      <h2 id="legal-identity" className="mb-3 text-xl font-semibold">
        {labels.heading}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border p-4 sm:grid-cols-[auto_1fr]">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground font-medium">{labels[key]}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
