import Form from 'next/form';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { getT } from '@/lib/i18n/server';

/** Entry to the colour search: a code form to /couleurs-recherche?q= and the catalogue link. */
export function ColourSearchEntry() {
  const t = getT('home');
  return (
    <section
      aria-labelledby="home-colour"
      className="bg-foreground text-background rounded-xl p-6 md:p-10"
    >
      <div className="grid gap-6 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="home-colour" className="mb-3 text-2xl font-bold md:text-3xl">
            {t('colour.title')}
          </h2>
          <p className="text-background/80 leading-relaxed">{t('colour.text')}</p>
        </div>
        <div className="grid gap-4">
          <Form
            action="/couleurs-recherche"
            role="search"
            aria-label={t('colour.title')}
            className="grid gap-2"
          >
            <label htmlFor="home-colour-code" className="text-sm font-medium">
              {t('colour.label')}
            </label>
            <div className="flex gap-2">
              <input
                id="home-colour-code"
                name="q"
                type="search"
                required
                autoComplete="off"
                placeholder={t('colour.placeholder')}
                className="bg-background text-foreground focus-visible:ring-ring/60 h-11 w-full rounded-md border px-3 text-base outline-none focus-visible:ring-[3px]"
              />
              <Button type="submit" size="lg" className="h-11">
                {t('colour.submit')}
              </Button>
            </div>
          </Form>
          <Link
            href="/catalogue-couleur"
            className="focus-visible:ring-ring/60 w-fit rounded-sm font-medium underline underline-offset-4 outline-none focus-visible:ring-[3px] max-sm:inline-flex max-sm:min-h-11 max-sm:items-center"
          >
            {t('colour.browse')}
          </Link>
        </div>
      </div>
    </section>
  );
}
