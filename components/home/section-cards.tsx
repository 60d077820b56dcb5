import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { SECTIONS } from '@/lib/catalogue/sections';
import { getT } from '@/lib/i18n/server';

/** The shop's four sections, each linking to its page. */
export function SectionCards() {
  const t = getT('home');
  return (
    <section aria-labelledby="home-sections">
      <h2 id="home-sections" className="mb-6 text-2xl font-bold">
        {t('sections.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <Link
              href={section.path}
              className="group hover:border-primary focus-visible:ring-ring/50 flex h-full flex-col rounded-lg border p-5 transition-colors outline-none focus-visible:ring-[3px]"
            >
              <span className="mb-2 text-lg font-semibold">{section.name}</span>
              <span className="text-muted-foreground mb-4 flex-1 text-sm leading-relaxed">
                {t(`sections.descriptions.${section.key}`)}
              </span>
              <span className="text-primary inline-flex items-center gap-1 text-sm font-medium">
                {t('sections.link')}
                <ArrowRight
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                  aria-hidden
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
