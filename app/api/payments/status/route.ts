import { NextResponse } from 'next/server';
import { getCaller, isSignedIn } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import { paymentStatusFor } from '@/lib/payments/status';

/**
 * GET ?commande=<number>: where the caller's order's payment stands (`{ outcome }`), polled
 * by the return page while it waits for Stripe's webhook. Never cached; 401 for a visitor,
 * 404 for an unknown number or another customer's order (the same answer).
 */
export async function GET(request: Request) {
  const caller = await getCaller();
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!isSignedIn(caller)) return NextResponse.json({ outcome: null }, { status: 401, headers });
  const number = new URL(request.url).searchParams.get('commande') ?? '';
  const status = await paymentStatusFor(getDb(), caller, number);
  if (!status) return NextResponse.json({ outcome: null }, { status: 404, headers });
  return NextResponse.json({ outcome: status.outcome }, { headers });
}
