import { ColourNotFound } from '@/components/colour/colour-not-found';

export default function NotFound() {
  return <ColourNotFound />;
}
