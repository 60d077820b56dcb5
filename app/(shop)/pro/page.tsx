import { BadgeCheck, Headset, Tags } from 'lucide-react';
import Link from 'next/link';
import { ProSignUpButton } from '@/components/account/pro-sign-up-button';
import { Breadcrumb } from '@/components/catalogue/breadcrumb';
import controls from '@/components/catalogue/controls.module.css';
import styles from '@/components/catalogue/landing.module.css';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { pageMetadata } from '@/lib/seo/metadata';

const t = getCatalogueT();
const PATH = '/pro';
const BENEFITS = [
  { key: 'prices', Icon: Tags },
  { key: 'ranges', Icon: BadgeCheck },
  { key: 'support', Icon: Headset },
] as const;

export const metadata = pageMetadata({
  title: t('pro.title'),
  description: t('pro.description'),
  path: PATH,
});

/** The professional offer: preferential prices, professional ranges, technical support. */
export default function Page() {
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
      <Breadcrumb crumbs={[{ name: t('pro.title'), path: PATH }]} />
      <header className={styles.hero}>
        <h1>{t('pro.heading')}</h1>
        <p>{t('pro.intro')}</p>
        <div className="mt-6">
          <ProSignUpButton label={t('pro.cta')} className={controls.button} />
        </div>
      </header>
      <section aria-labelledby="pro-benefits" className={styles.block}>
        <h2 id="pro-benefits">{t('pro.benefitsTitle')}</h2>
        <ul className={styles.cards}>
          {BENEFITS.map(({ key, Icon }) => (
            <li key={key}>
              <Icon aria-hidden />
              <h3>{t(`pro.benefits.${key}.title`)}</h3>
              <p>{t(`pro.benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pro-how" className={styles.how}>
        <h2 id="pro-how">{t('pro.howTitle')}</h2>
        <p>{t('pro.how')}</p>
        <div className="flex flex-wrap gap-3">
          <ProSignUpButton label={t('pro.cta')} className={controls.button} />
          <Link href="/contact" className={controls.button}>
            {t('pro.contact')}
          </Link>
        </div>
      </section>
    </div>
  );
}
