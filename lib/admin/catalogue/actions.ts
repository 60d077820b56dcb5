'use server';

import { adminAction } from '@/lib/actions/client';
import { brandsChanged, categoriesChanged } from '@/lib/cache/invalidate';
import { brandSchema, categorySchema, idOnlySchema } from '@/lib/validation/admin-catalogue';
import { deleteBrand, saveBrand } from './brands';
import { deleteCategory, saveCategory } from './categories';

/** Brands and categories (`/admin/brands`, `/admin/tags`): every write is an admin action. */

export const saveBrandAction = adminAction({
  name: 'admin.brands.save',
  input: brandSchema,
  handler: (input, { caller, action }) => saveBrand(caller, action, input),
  invalidate: () => brandsChanged(),
});

export const deleteBrandAction = adminAction({
  name: 'admin.brands.delete',
  input: idOnlySchema,
  handler: ({ id }, { caller, action }) => deleteBrand(caller, action, id),
  invalidate: () => brandsChanged(),
});

export const saveCategoryAction = adminAction({
  name: 'admin.tags.save',
  input: categorySchema,
  handler: (input, { caller, action }) => saveCategory(caller, action, input),
  invalidate: () => categoriesChanged(),
});

export const deleteCategoryAction = adminAction({
  name: 'admin.tags.delete',
  input: idOnlySchema,
  handler: ({ id }, { caller, action }) => deleteCategory(caller, action, id),
  invalidate: () => categoriesChanged(),
});
