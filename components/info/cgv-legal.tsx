import pages from '@/messages/pages.fr.json';
import type { SiteLegal } from '@/lib/site/queries';

const T = pages.info.cgv.legal;

/**
 * The CGV's last article: the consumer mediator (Code de la consommation L612-1, L616-1) and the
 * EPR schemes' unique identifiers (Code de l'environnement L541-10-13), as set in /admin/seo.
 * No link to the EU ODR platform: it closed on 20 July 2025 (Reg. (EU) 2024/3228).
 */
export function CgvLegal({ legal }: { legal: SiteLegal }) {
  return (
    <section id="mediation" className="scroll-mt-24" data-testid="cgv-legal">
      <h2 className="mb-3 text-xl font-semibold">{T.heading}</h2>
      <div className="grid gap-3 leading-relaxed">
        {legal.mediator ? (
          <>
            <p>
              {T.mediator}
              <a href={legal.mediator.url} className="font-medium underline underline-offset-2">
                {legal.mediator.name}
              </a>{' '}
              ({legal.mediator.url})
            </p>
            <p>{T.mediatorText}</p>
          </>
        ) : (
          <p>{T.mediatorMissing}</p>
        )}
        {legal.idus.length > 0 ? (
          <>
            <p>{T.idus}</p>
            <ul className="list-disc pl-6">
              {legal.idus.map((idu) => (
                <li key={idu}>{idu}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
