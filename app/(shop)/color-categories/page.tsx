import type { Metadata } from 'next';
import { ColourCategoryList } from '@/components/colour/colour-category-list';
import { colourText } from '@/lib/colours/text';

const t = colourText();

export const metadata: Metadata = {
  title: t('meta.colorCategoriesTitle'),
  description: t('colorCategories.intro'),
  alternates: { canonical: '/color-categories' },
};

export default function ColorCategoriesPage() {
  return <ColourCategoryList />;
}
