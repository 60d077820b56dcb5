'use client';

import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { initialSelection, type Selection } from '@/lib/colours/configurator';
import {
  COLOUR_PRODUCT_KEYS,
  type ColourAvailability,
  type ColourProductKey,
} from '@/lib/colours/paint-types';
import type { PaintConfig } from '@/lib/colours/pricing';

export const PRODUCT_TYPE_PARAM = 'type';

type ColourSelectionContext = {
  selection: Selection;
  /** The product types with an active configuration, in display order. */
  productKeys: ColourProductKey[];
  configs: Record<string, PaintConfig>;
  availability: ColourAvailability;
  varnish: boolean;
  /** Changing the product type resets paint type and volume (spec section 4). */
  selectProductKey: (key: ColourProductKey, options?: { updateUrl?: boolean }) => void;
  selectPaintType: (value: string | null) => void;
  selectVolume: (value: string | null) => void;
  setVarnish: (value: boolean) => void;
  /** From the coverage calculator: a product type and one of its volumes. */
  applySuggestion: (key: ColourProductKey, volume: string | null) => void;
};

const Context = createContext<ColourSelectionContext | null>(null);

function writeTypeToUrl(key: ColourProductKey) {
  const url = new URL(window.location.href);
  url.searchParams.set(PRODUCT_TYPE_PARAM, key);
  window.history.replaceState(window.history.state, '', url);
}

/** The shopper's choice on a colour page, shared by the configurator, calculator and suggestions. */
export function ColourSelectionProvider({
  configs,
  availability,
  children,
}: {
  configs: Record<string, PaintConfig>;
  availability: ColourAvailability;
  children: React.ReactNode;
}) {
  const productKeys = useMemo(() => COLOUR_PRODUCT_KEYS.filter((key) => configs[key]), [configs]);
  const firstKey = productKeys[0] ?? 'peinture-pot';
  const [selection, setSelection] = useState<Selection>(() =>
    initialSelection(firstKey, configs[firstKey], availability),
  );
  const [varnish, setVarnish] = useState(false);

  const selectProductKey = useCallback(
    (key: ColourProductKey, options?: { updateUrl?: boolean }) => {
      setSelection(initialSelection(key, configs[key], availability));
      setVarnish(false);
      if (options?.updateUrl !== false) writeTypeToUrl(key);
    },
    [availability, configs],
  );

  const value = useMemo<ColourSelectionContext>(
    () => ({
      selection,
      productKeys,
      configs,
      availability,
      varnish,
      selectProductKey,
      selectPaintType: (paintType) => setSelection((s) => ({ ...s, paintType })),
      selectVolume: (volume) => setSelection((s) => ({ ...s, volume })),
      setVarnish,
      applySuggestion: (key, volume) => {
        selectProductKey(key);
        if (volume) setSelection((s) => ({ ...s, volume }));
      },
    }),
    [availability, configs, productKeys, selectProductKey, selection, varnish],
  );

  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useColourSelection(): ColourSelectionContext {
  const value = useContext(Context);
  if (!value) throw new Error('useColourSelection doit être utilisé dans ColourSelectionProvider');
  return value;
}
