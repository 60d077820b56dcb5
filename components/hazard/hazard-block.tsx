import messages from '@/messages/hazard.fr.json';
import {
  isClassified,
  SIGNAL_WORD_TEXTS,
  STATEMENT_TEXTS,
  type HazardLabel,
} from '@/lib/hazard/codes';
import { GhsPictogram } from './ghs-pictogram';

const T = messages.hazard;

/**
 * A classified product's CLP label as CLP art. 48a has a distance seller show it before
 * purchase: pictograms, signal word, H and EUH statements, and the notice to follow the label.
 * Nothing for a product that is not classified. No hooks: rendered on the server, also as a
 * slot of the purchase islands (the chosen variant or paint type decides which one shows).
 */
export function HazardBlock({ label, id }: { label: HazardLabel; id: string }) {
  if (!isClassified(label)) return null;
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-2 rounded-lg border border-red-300 bg-white p-3 text-sm"
      data-testid="hazard-block"
    >
      <h2 id={headingId} className="font-semibold">
        {T.title}
      </h2>
      {label.pictograms.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={T.pictogramsLabel}>
          {label.pictograms.map((code) => (
            <li key={code}>
              <GhsPictogram code={code} />
            </li>
          ))}
        </ul>
      )}
      {label.signalWord && (
        <p className="text-base font-bold uppercase" data-testid="hazard-signal">
          {SIGNAL_WORD_TEXTS[label.signalWord]}
        </p>
      )}
      {label.statements.length > 0 && (
        <ul aria-label={T.statementsLabel} className="grid gap-0.5">
          {label.statements.map((code) => (
            <li key={code}>
              <span className="font-medium">{code}</span> : {STATEMENT_TEXTS[code]}
            </li>
          ))}
        </ul>
      )}
      <p className="font-medium">{T.labelNotice}</p>
    </section>
  );
}
