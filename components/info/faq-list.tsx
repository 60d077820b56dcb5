import { ChevronDown } from 'lucide-react';
import type { FaqPage } from './info-content';

/** FAQ groups as native disclosure widgets (keyboard and screen readers for free). */
export function FaqList({ groups }: { groups: FaqPage['groups'] }) {
  return groups.map((group) => (
    <section key={group.heading}>
      <h2 className="mb-3 text-xl font-semibold">{group.heading}</h2>
      <div className="divide-y rounded-lg border">
        {group.items.map((item) => (
          <details key={item.question} className="group">
            <summary className="hover:bg-accent/60 focus-visible:ring-ring/50 flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-medium outline-none focus-visible:ring-[3px] [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden
                className="size-4 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="text-muted-foreground px-4 pb-4 leading-relaxed">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  ));
}
