import { connection } from 'next/server';
import { env } from '@/lib/env';
import { frameRenders } from '@/lib/perf/frame-renders';

/**
 * GET: `{ renders }`, how many times this server rendered the shop frame (lib/perf). Only with
 * BENCH_PAGES=1 (bench and e2e servers); 404 otherwise.
 */
export async function GET() {
  await connection();
  if (!env.BENCH_PAGES) return new Response(null, { status: 404 });
  return Response.json({ renders: frameRenders() }, { headers: { 'Cache-Control': 'no-store' } });
}
