import messages from '@/messages/hazard.fr.json';
import type { PaintHazard } from '@/lib/hazard/queries';
import type { PaintHazardKey } from '@/lib/hazard/paint';
import { shopAsManufacturer } from '@/lib/hazard/manufacturer';
import { ColourHazard } from './colour-hazard';
import { HazardBlock } from '@/components/hazard/hazard-block';
import { ManufacturerBlock } from '@/components/hazard/manufacturer-block';

const T = messages.hazard;

/** The configurator's slot before its button: the CLP block of each packaging / paint type. */
export function ColourHazardSlot({
  hazards,
  id = 'colour-hazard',
}: {
  hazards: Partial<Record<PaintHazardKey, PaintHazard>>;
  /** Unique on the page (a two-tone page has one configurator per tone). */
  id?: string;
}) {
  const blocks = Object.fromEntries(
    Object.entries(hazards).map(([key, hazard]) => [
      key,
      <div key={key} className="grid gap-2">
        <HazardBlock label={hazard.label} id={id} />
        {hazard.warnings && (
          <p className="text-sm whitespace-pre-line" data-testid="hazard-warnings">
            <span className="font-medium">{`${T.manufacturer.warnings} : `}</span>
            {hazard.warnings}
          </p>
        )}
      </div>,
    ]),
  );
  return (
    <ColourHazard
      blocks={blocks}
      pending={<p className="text-muted-foreground text-sm">{T.choosePaintType}</p>}
    />
  );
}

/** GPSR art. 19: the shop mixes colour paint, so it is the manufacturer (its legal identity). */
export function ColourManufacturer() {
  return <ManufacturerBlock manufacturer={shopAsManufacturer()} warnings={null} shopMade />;
}
