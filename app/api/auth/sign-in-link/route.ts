import { NextResponse } from 'next/server';

import { redeemSignInLink } from '@/lib/auth/sign-in-link';
import { issueSessionCookie } from '@/lib/auth/session-cookie';
import { clientAddressFrom } from '@/lib/http/client-address';
import { refusal } from '@/lib/http/refusal';
import { sameSiteRoute } from '@/lib/write-guards/write-route';

export const dynamic = 'force-dynamic';

// GET /api/auth/sign-in-link?token= – the one-time link `npm run admin:sign-in-link` prints when mail is down: signs
// the staff member in (the session cookie) and opens /admin/operations; 410 for a link that is unknown, used,
// expired or of a removed account
async function signInWithLink(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const admin = await redeemSignInLink({ token, clientAddress: clientAddressFrom(request.headers) });
  if (!admin) return refusal(request, { status: 410, key: 'errors.signInLinkRefused' });

  const cookie = await issueSessionCookie(admin);
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: '/admin/operations', 'Cache-Control': 'private, no-store' },
  });
  response.cookies.set(cookie.name, cookie.value, cookie.options);

  return response;
}

export const GET = sameSiteRoute(signInWithLink);
