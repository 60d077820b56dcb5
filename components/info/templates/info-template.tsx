import type { ReactNode } from 'react';
import type { ProsePage } from '../info-content';

/** Layout of an information page: title, introduction, then headed sections of prose. */
export function InfoArticle({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <h1 className="mb-4 text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      <p className="text-muted-foreground mb-10 text-lg leading-relaxed">{intro}</p>
      <div className="grid gap-10">{children}</div>
    </article>
  );
}

export function ProseSections({ sections }: { sections: ProsePage['sections'] }) {
  return sections.map((section) => (
    <section key={section.heading} id={section.id} className="scroll-mt-24">
      <h2 className="mb-3 text-xl font-semibold">{section.heading}</h2>
      <div className="grid gap-3 leading-relaxed">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  ));
}

export function InfoTemplate({ page }: { page: ProsePage }) {
  return (
    <InfoArticle title={page.title} intro={page.intro}>
      <ProseSections sections={page.sections} />
    </InfoArticle>
  );
}
