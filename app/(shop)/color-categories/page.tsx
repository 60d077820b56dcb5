import type { Metadata } from 'next';
import { ColourCategoryList } from '@/components/colour/colour-category-list';
import { getT } from '@/lib/i18n/server';

const t = getT('colours');

export const metadata: Metadata = {
  title: t('meta.colorCategoriesTitle'),
  description: t('colorCategories.intro'),
  alternates: { canonical: '/color-categories' },
};

export default function ColorCategoriesPage() {
  return <ColourCategoryList />;
}
