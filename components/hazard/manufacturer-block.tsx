import messages from '@/messages/hazard.fr.json';
import type { Contact, Manufacturer } from '@/lib/hazard/manufacturer';

const T = messages.hazard.manufacturer;

function ContactLines({ contact }: { contact: Contact }) {
  return (
    <>
      <span className="block">{contact.name}</span>
      <span className="block">{contact.address}</span>
      <span className="block">{T.email.replace('{email}', contact.email)}</span>
    </>
  );
}

/**
 * GPSR art. 19 on a product page: who made it (and who answers for it in the EU when the maker
 * is outside it), with the product's safety warnings in French.
 */
export function ManufacturerBlock({
  manufacturer,
  warnings,
  shopMade = false,
}: {
  manufacturer: Manufacturer | null;
  warnings: string | null;
  shopMade?: boolean;
}) {
  if (!manufacturer && !warnings) return null;
  return (
    <section
      aria-labelledby="manufacturer-heading"
      className="mt-4 grid gap-2 rounded-lg border p-3 text-sm"
      data-testid="manufacturer-block"
    >
      <h2 id="manufacturer-heading" className="font-semibold">
        {T.title}
      </h2>
      {manufacturer && (
        <dl className="grid gap-2">
          <div>
            <dt className="font-medium">{shopMade ? T.shopMaker : T.maker}</dt>
            <dd>
              <address className="not-italic">
                <ContactLines contact={manufacturer.maker} />
              </address>
            </dd>
          </div>
          {manufacturer.responsible && (
            <div>
              <dt className="font-medium">{T.responsible}</dt>
              <dd>
                <address className="not-italic">
                  <ContactLines contact={manufacturer.responsible} />
                </address>
              </dd>
            </div>
          )}
        </dl>
      )}
      {warnings && (
        <div>
          <h3 className="font-medium">{T.warnings}</h3>
          <p className="whitespace-pre-line">{warnings}</p>
        </div>
      )}
    </section>
  );
}
