import Link from 'next/link';
import { SECTIONS } from '@/lib/catalogue/sections';
import { getT } from '@/lib/i18n/server';
import styles from './home.module.css';

/** The shop's four sections, each linking to its page (styled from the list; the arrow is CSS). */
export function SectionCards() {
  const t = getT('home');
  return (
    <section aria-labelledby="home-sections">
      <h2 id="home-sections" className="mb-6 text-2xl font-bold">
        {t('sections.title')}
      </h2>
      <ul className={styles.sections}>
        {SECTIONS.map((section, index) => (
          <li key={index}>
            <Link href={section.path}>
              <span>{section.name}</span>
              <span>{t(`sections.descriptions.${section.key}`)}</span>
              <span>{t('sections.link')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
