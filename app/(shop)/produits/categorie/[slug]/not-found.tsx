import { NotFoundContent } from '@/components/layout/not-found-content';

/** notFound() of this route (unknown or inactive slug): HTTP 404 inside the shop's layout. */
export default function NotFound() {
  return <NotFoundContent />;
}
