import { FileText } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { colourText } from '@/lib/colours/text';
import { colourPaintFamilies, paintTypeLabel } from '@/lib/colours/paint-types';
import type { Colour, PaintDocument } from '@/lib/colours/types';

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
    <a
      href={href}
      download={filename ?? undefined}
      className="text-primary inline-flex items-center gap-2 text-sm hover:underline"
    >
      <FileText aria-hidden="true" className="size-4" />
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
    <section aria-labelledby="documentation-titre" className="flex flex-col gap-4">
      <h2 id="documentation-titre" className="text-xl font-semibold">
        {t('documents.title')}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((doc) => (
          <Card key={doc.paintType} className="gap-3 py-5">
            <CardHeader className="px-5">
              <CardTitle className="text-base">
                {t('documents.cardTitle', {
                  label: paintTypeLabel(doc.paintType) ?? doc.paintType,
                })}
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2 px-5">
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
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
