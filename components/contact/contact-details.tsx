import { getT } from '@/lib/i18n/server';
import { SHOP_INFO } from '@/lib/site/shop-info';

/** The shop's phone, e-mail, address and opening hours beside the contact form. */
export function ContactDetails() {
  const t = getT('contact');
  const { address } = SHOP_INFO;
  return (
    <aside aria-labelledby="contact-details" className="bg-muted/50 h-fit rounded-lg border p-6">
      <h2 id="contact-details" className="mb-4 text-lg font-semibold">
        {t('aside.title')}
      </h2>
      <dl className="grid gap-4 text-sm">
        <div>
          <dt className="font-medium">{t('aside.phone')}</dt>
          <dd>
            <a
              href={SHOP_INFO.phoneHref}
              className="text-primary underline-offset-4 hover:underline"
            >
              {SHOP_INFO.phoneDisplay}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t('aside.email')}</dt>
          <dd>
            <a
              href={`mailto:${SHOP_INFO.email}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              {SHOP_INFO.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t('aside.address')}</dt>
          <dd>
            {SHOP_INFO.legalName}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}, {address.country}
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t('aside.hours')}</dt>
          <dd>{SHOP_INFO.openingHours}</dd>
        </div>
      </dl>
    </aside>
  );
}
