import { redirectToColour } from '@/lib/colours/redirect-by-id';

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return redirectToColour(id);
}
