'use server';

import { adminAction } from '@/lib/actions/client';
import {
  paintConfigsChanged,
  paintDocumentsChanged,
  paintHazardsChanged,
  paintManufacturersChanged,
} from '@/lib/cache/invalidate';
import { paintHazardSchema } from '@/lib/validation/admin-hazard';
import { savePaintHazard } from './hazards';
import { idOnlySchema } from '@/lib/validation/admin-catalogue';
import {
  manufacturerSchema,
  paintConfigSchema,
  paintDocumentSchema,
} from '@/lib/validation/admin-paint';
import { savePaintConfig } from './configs';
import { savePaintDocument } from './documents';
import { deleteManufacturer, saveManufacturer } from './manufacturers';

/**
 * Paint makers (`/admin/paint-manufacturers`), paint product configurations and their sheets
 * (`/admin/paint-products`): every write is an admin action, audited, then invalidated.
 */

export const saveManufacturerAction = adminAction({
  name: 'admin.paintManufacturers.save',
  input: manufacturerSchema,
  handler: (input, { caller, action }) => saveManufacturer(caller, action, input),
  invalidate: () => paintManufacturersChanged(),
});

export const deleteManufacturerAction = adminAction({
  name: 'admin.paintManufacturers.delete',
  input: idOnlySchema,
  handler: ({ id }, { caller, action }) => deleteManufacturer(caller, action, id),
  invalidate: () => paintManufacturersChanged(),
});

export const savePaintConfigAction = adminAction({
  name: 'admin.paintProducts.save',
  input: paintConfigSchema,
  handler: (input, { caller, action }) => savePaintConfig(caller, action, input),
  invalidate: () => paintConfigsChanged(),
});

export const savePaintDocumentAction = adminAction({
  name: 'admin.paintProducts.document',
  input: paintDocumentSchema,
  handler: (input, { caller, action }) => savePaintDocument(caller, action, input),
  invalidate: () => paintDocumentsChanged(),
});

/** One paint type's CLP label, shown on the colour pages (issue 39 §2). */
export const savePaintHazardAction = adminAction({
  name: 'admin.paintProducts.hazard',
  input: paintHazardSchema,
  handler: (input, { caller, action }) => savePaintHazard(caller, action, input),
  invalidate: () => paintHazardsChanged(),
});
