import { NotFoundContent } from '@/components/layout/not-found-content';

/** An unknown colour category: the shop's 404 inside the shop layout. */
export default function NotFound() {
  return <NotFoundContent />;
}
