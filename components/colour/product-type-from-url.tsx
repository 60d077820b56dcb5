'use client';

import { startTransition, useEffect } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { isColourProductKey } from '@/lib/colours/paint-types';
import { PRODUCT_TYPE_PARAM, useColourSelection } from './colour-selection';

/**
 * Reads the colour page's product-type parameter (?type=peinture-bombe) after hydration, so the
 * page itself stays static. A product type without configuration goes to the colour search.
 * Rendered inside its own <Suspense> (useSearchParams).
 */
export function ProductTypeFromUrl({ colourCode }: { colourCode: string }) {
  const params = useSearchParams();
  const router = useRouter();
  const { productKeys, selection, selectProductKey } = useColourSelection();
  const type = params.get(PRODUCT_TYPE_PARAM);

  useEffect(() => {
    if (type === null || type === selection.productKey) return;
    if (isColourProductKey(type) && productKeys.includes(type)) {
      // A transition lets boundaries still hydrating finish with the server's choice first.
      startTransition(() => selectProductKey(type, { updateUrl: false }));
    } else {
      router.replace(`/couleurs-recherche?q=${encodeURIComponent(colourCode)}`);
    }
    // Only a change of the parameter matters; the selection follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type]);

  return null;
}
