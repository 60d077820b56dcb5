import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPage } from '@/components/admin/admin-page';
import { PromotionForm } from '@/components/admin/commerce/promotion-form';
import { PromotionToggle } from '@/components/admin/commerce/promotion-toggle';
import { DeleteButton } from '@/components/admin/delete-button';
import { deletePromotionAction } from '@/lib/admin/commerce/actions';
import { getPromotionForAdmin } from '@/lib/admin/commerce/promotions';
import { productFormOptions } from '@/lib/admin/products/queries';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { centsInput } from '@/lib/money';
import { uuidSchema } from '@/lib/validation/admin-catalogue';
import { adminItemPath, adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('commerce.promotions.editTitle') };

export default async function EditPromotionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(adminItemPath('promotions', id));
  if (!uuidSchema.safeParse(id).success) notFound();
  const [promotion, options] = await Promise.all([
    getPromotionForAdmin(getDb(), admin, id),
    productFormOptions(admin),
  ]);
  if (!promotion) notFound();
  const t = getAdminT();
  const amount = (cents: number | null) => (cents ? centsInput(cents) : '');
  const count = (n: number | null) => (n === null ? '' : String(n));
  return (
    <AdminPage
      screen="promotions"
      title={promotion.code}
      trail={[{ label: promotion.code }]}
      actions={
        <div className="flex flex-wrap gap-2">
          <PromotionToggle id={promotion.id} code={promotion.code} isActive={promotion.isActive} />
          <DeleteButton
            id={promotion.id}
            name={promotion.code}
            action={deletePromotionAction}
            redirectTo={adminPath('promotions')}
          />
        </div>
      }
    >
      <p className="text-muted-foreground text-sm">
        {t('commerce.promotions.fields.uses', { count: promotion.uses })}{' '}
        {t(`commerce.promotions.states.${promotion.state}`)}.
      </p>
      <PromotionForm
        key={`${promotion.id}-${promotion.isActive}`}
        initial={{
          id: promotion.id,
          code: promotion.code,
          name: promotion.name,
          type: promotion.type,
          value:
            promotion.type === 'percentage'
              ? String(promotion.value)
              : promotion.type === 'fixed_amount'
                ? centsInput(promotion.value)
                : '',
          minOrderAmount: amount(promotion.minOrderAmount),
          maxDiscountAmount: amount(promotion.maxDiscountAmount),
          validFrom: promotion.validFrom ?? '',
          validUntil: promotion.validUntil ?? '',
          isActive: promotion.isActive,
          firstOrderOnly: promotion.firstOrderOnly,
          maxUsesPerCustomer: count(promotion.maxUsesPerCustomer),
          maxUses: count(promotion.maxUses),
          customerType: promotion.customerType ?? '',
          categoryIds: promotion.categoryIds,
          brandIds: promotion.brandIds,
          combinableWithPro: promotion.combinableWithPro,
        }}
        usesCount={promotion.usesCount}
        brands={options.brands}
        categories={options.categories}
      />
    </AdminPage>
  );
}
