'use server';

import { adminAction } from '@/lib/actions/client';
import { promotionsChanged, shippingChanged } from '@/lib/cache/invalidate';
import { idOnlySchema } from '@/lib/validation/admin-catalogue';
import {
  carrierSchema,
  dispatchSettingsSchema,
  proPriceSchema,
  promotionActiveSchema,
  promotionSchema,
  rateSchema,
} from '@/lib/validation/admin-commerce';
import { deleteCarrier, saveCarrier } from './carriers';
import { saveDispatchSettings } from './dispatch';
import { deleteProPrice, saveProPrice } from './pro-prices';
import { deletePromotion, savePromotion, setPromotionActive } from './promotions';
import { deleteRate, saveRate } from './rates';

/** Promotions, carriers and shipping rates (`/admin/promotions`, `/carriers`, `/delivery`). */

export const savePromotionAction = adminAction({
  name: 'admin.promotions.save',
  input: promotionSchema,
  handler: (input, { caller, action }) => savePromotion(caller, action, input),
  invalidate: () => promotionsChanged(),
});

export const setPromotionActiveAction = adminAction({
  name: 'admin.promotions.setActive',
  input: promotionActiveSchema,
  handler: ({ id, isActive }, { caller, action }) =>
    setPromotionActive(caller, action, id, isActive),
  invalidate: () => promotionsChanged(),
});

export const deletePromotionAction = adminAction({
  name: 'admin.promotions.delete',
  input: idOnlySchema,
  handler: ({ id }, { caller, action }) => deletePromotion(caller, action, id),
  invalidate: () => promotionsChanged(),
});

export const saveCarrierAction = adminAction({
  name: 'admin.carriers.save',
  input: carrierSchema,
  handler: (input, { caller, action }) => saveCarrier(caller, action, input),
  invalidate: () => shippingChanged(),
});

export const deleteCarrierAction = adminAction({
  name: 'admin.carriers.delete',
  input: idOnlySchema,
  handler: ({ id }, { caller, action }) => deleteCarrier(caller, action, id),
  invalidate: () => shippingChanged(),
});

export const saveRateAction = adminAction({
  name: 'admin.delivery.save',
  input: rateSchema,
  handler: (input, { caller, action }) => saveRate(caller, action, input),
  invalidate: () => shippingChanged(),
});

export const deleteRateAction = adminAction({
  name: 'admin.delivery.delete',
  input: idOnlySchema,
  handler: ({ id }, { caller, action }) => deleteRate(caller, action, id),
  invalidate: () => shippingChanged(),
});

// Professional prices are read fresh by every pricing (no cache to expire): the shop's pages
// show retail prices and the islands ask for the professional ones (no-store).
export const saveProPriceAction = adminAction({
  name: 'admin.proPrices.save',
  input: proPriceSchema,
  handler: (input, { caller, action }) => saveProPrice(caller, action, input),
});

export const deleteProPriceAction = adminAction({
  name: 'admin.proPrices.delete',
  input: idOnlySchema,
  handler: ({ id }, { caller, action }) => deleteProPrice(caller, action, id),
});

/** The dispatch settings: the colour pages' and the cart's rules read them (tag `shipping`). */
export const saveDispatchSettingsAction = adminAction({
  name: 'admin.dispatch.save',
  input: dispatchSettingsSchema,
  handler: (input, { caller, action }) => saveDispatchSettings(caller, action, input),
  invalidate: () => shippingChanged(),
});
