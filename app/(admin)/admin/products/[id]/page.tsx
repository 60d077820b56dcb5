import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { BinButton } from '@/components/admin/products/bin-button';
import { DuplicateButton } from '@/components/admin/products/duplicate-button';
import { ProductForm } from '@/components/admin/products/product-form';
import { ProductImages } from '@/components/admin/products/product-images';
import { Button } from '@/components/ui/button';
import { productFormValues } from '@/lib/admin/products/form-values';
import { getProductForAdmin, productFormOptions } from '@/lib/admin/products/queries';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { productPath } from '@/lib/urls';
import { uuidSchema } from '@/lib/validation/admin-catalogue';
import { adminItemPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('products.editTitle') };

export default async function EditProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(adminItemPath('products', id));
  if (!uuidSchema.safeParse(id).success) notFound();
  const db = getDb();
  const [product, options] = await Promise.all([
    getProductForAdmin(db, admin, id),
    productFormOptions(admin),
  ]);
  if (!product) notFound();
  const t = getAdminT();
  return (
    <AdminPage
      screen="products"
      title={product.name}
      trail={[{ label: product.name }]}
      actions={
        <div className="flex flex-wrap gap-2">
          {product.isActive && product.visibleInFrontend && (
            <Button asChild variant="outline">
              <a href={productPath(product.slug)}>{t('products.viewOnShop')}</a>
            </Button>
          )}
          <DuplicateButton id={product.id} />
          <BinButton id={product.id} name={product.name} />
        </div>
      }
    >
      <ProductImages productId={product.id} images={product.imageUrls} />
      <ProductForm
        initial={productFormValues(product)}
        brands={options.brands}
        categories={options.categories}
      />
    </AdminPage>
  );
}
