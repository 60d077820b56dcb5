import { ChevronRight } from 'lucide-react';
import { env } from '@/lib/env';
import { colourText } from '@/lib/colours/text';
import { breadcrumbJsonLd } from '@/lib/colours/seo';
import { ColourLink } from './colour-link';
import { JsonLdScript } from './json-ld';

export type Crumb = { name: string; href: string };

/** Visible breadcrumb (the last item is the current page) and its BreadcrumbList JSON-LD. */
export function ColourBreadcrumb({ items }: { items: Crumb[] }) {
  const t = colourText();
  return (
    <>
      <nav aria-label={t('breadcrumb.label')} className="text-muted-foreground text-sm">
        <ol className="flex flex-wrap items-center gap-1">
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={item.href} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="text-foreground font-medium">
                    {item.name}
                  </span>
                ) : (
                  <>
                    <ColourLink href={item.href} className="hover:text-foreground hover:underline">
                      {item.name}
                    </ColourLink>
                    <ChevronRight aria-hidden="true" className="size-3.5" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLdScript
        data={breadcrumbJsonLd(
          items.map((item) => ({ name: item.name, url: new URL(item.href, env.SITE_URL).href })),
        )}
      />
    </>
  );
}
