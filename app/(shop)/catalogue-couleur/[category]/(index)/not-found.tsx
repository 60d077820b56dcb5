import { NotFoundContent } from '@/components/layout/not-found-content';

/**
 * An unknown colour category: the shop's 404 inside the shop layout. It sits in the (index)
 * group beside the category page only, so that the maker lists and colour pages below
 * [category] are not sent this boundary with every response (they have their own).
 */
export default function NotFound() {
  return <NotFoundContent />;
}
