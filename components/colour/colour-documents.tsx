import { downloadHref } from '@/lib/storage/download';
import { colourText } from '@/lib/colours/text';
import { colourPaintFamilies, paintTypeLabel } from '@/lib/colours/paint-types';
import type { Colour, PaintDocument } from '@/lib/colours/types';
import icons from '@/components/ui/icons.module.css';
import styles from './colour-page.module.css';

function DocumentLink({
  href,
  label,
  filename,
}: {
  href: string;
  label: string;
  filename: string | null;
}) {
  return (
    <a href={downloadHref(href, filename)} download={filename ?? undefined}>
      <span className={icons.fileText} />
      {label}
    </a>
  );
}

/** One card per paint type the colour is available in, with its active sheets only. */
export function ColourDocuments({
  colour,
  documents,
}: {
  colour: Colour;
  documents: PaintDocument[];
}) {
  const t = colourText();
  const families = colourPaintFamilies(colour);
  const cards = families
    .map((family) => documents.find((d) => d.paintType === family))
    .filter((d): d is PaintDocument => Boolean(d && (d.technicalSheetUrl || d.safetySheetUrl)));
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="documentation-titre" className={styles.section}>
      <h2 id="documentation-titre">{t('documents.title')}</h2>
      <div className={styles.docs}>
        {cards.map((doc) => (
          <div key={doc.paintType}>
            <p>
              {t('documents.cardTitle', {
                label: paintTypeLabel(doc.paintType) ?? doc.paintType,
              })}
            </p>
            {doc.technicalSheetUrl && (
              <DocumentLink
                href={doc.technicalSheetUrl}
                filename={doc.technicalSheetFilename}
                label={t('documents.technical')}
              />
            )}
            {doc.safetySheetUrl && (
              <DocumentLink
                href={doc.safetySheetUrl}
                filename={doc.safetySheetFilename}
                label={t('documents.safety')}
              />
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
