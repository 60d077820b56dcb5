import { getT } from '@/lib/i18n/server';
import { formatCents } from '@/lib/money';
import { cachedCarriers } from '@/lib/shipping/cached';
import { carriersFor, daysValues, deliveryEstimate } from '@/lib/shipping/estimate';
import { DESTINATIONS, type Carrier, type TransportClass } from '@/lib/shipping/types';

const DANGEROUS: TransportClass[] = ['aerosol', 'flammable_liquid'];
const COLUMNS = ['destination', 'delay', 'price'] as const;

const acceptsAll = (carrier: Carrier) =>
  DANGEROUS.every((c) => carrier.acceptedClasses.includes(c));

/** One destination of a carrier: its delay range, its cheapest band and its free threshold. */
function destinationsOf(carrier: Carrier) {
  return DESTINATIONS.flatMap((country) => {
    const days = deliveryEstimate([carrier], [], country);
    const rates = carrier.rates.filter((r) => r.country === country);
    if (!days || rates.length === 0) return [];
    const free = rates.map((r) => r.freeFromCents).filter((c): c is number => c !== null);
    return [
      {
        country,
        days,
        priceCents: Math.min(...rates.map((r) => r.priceCents)),
        freeFromCents: free.length > 0 ? Math.min(...free) : null,
      },
    ];
  });
}

/**
 * The carriers section of /livraison, built from the carrier table the checkout quotes from
 * (names, delays, prices, restrictions): the page promises nothing the checkout does not offer.
 */
export async function DeliveryCarriers() {
  const t = getT('deliveryPage');
  const countries = getT('shipping');
  const carriers = await cachedCarriers();
  const dangerousCarriers = carriersFor(carriers, DANGEROUS);
  const dangerousDays = deliveryEstimate(carriers, DANGEROUS);
  return (
    <section aria-labelledby="transporteurs" className="grid scroll-mt-24 gap-6 leading-relaxed">
      <div className="grid gap-3">
        <h2 id="transporteurs" className="text-xl font-semibold">
          {t('heading')}
        </h2>
        <p>{t('intro')}</p>
      </div>
      {carriers.length === 0 && <p>{t('noCarrier')}</p>}
      {carriers.map((carrier) => (
        <div key={carrier.code} className="grid gap-2" data-testid="delivery-carrier">
          <h3 className="font-semibold">{carrier.name}</h3>
          {carrier.description && <p>{carrier.description}</p>}
          <p>{t(acceptsAll(carrier) ? 'acceptsDangerous' : 'refusesDangerous')}</p>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b">
                {COLUMNS.map((key) => (
                  <th key={key} scope="col" className="py-1 pr-3">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {destinationsOf(carrier).map((d) => (
                <tr key={d.country} className="border-b last:border-0">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {countries(`countries.${d.country}`)}
                  </th>
                  <td className="py-1 pr-3">{t('days', daysValues(d.days))}</td>
                  <td className="py-1">
                    {t('priceFrom', { price: formatCents(d.priceCents) })}
                    {d.freeFromCents !== null &&
                      `, ${t('freeFrom', { threshold: formatCents(d.freeFromCents) })}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {dangerousDays && (
        <p>
          {t('dangerousCarts', {
            carriers: dangerousCarriers.map((c) => c.name).join(', '),
            ...daysValues(dangerousDays),
          })}
        </p>
      )}
    </section>
  );
}
