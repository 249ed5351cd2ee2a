import NextAuth from 'next-auth/next';
import type { NextRequest } from 'next/server';

import { authOptions } from '@/lib/auth/options';
import { sameSiteRoute } from '@/lib/http/write-route';

type NextAuthContext = { params: Promise<{ nextauth: string[] }> };

// GET, POST /api/auth/* – next-auth: providers, csrf token, who is signed in, sign-in callbacks and sign-out
async function handler(request: NextRequest, context: NextAuthContext): Promise<Response> {
  const response: Response = await NextAuth(request, context, authOptions());

  return response;
}

export { handler as GET };

// next-auth's client posts url-encoded forms, so only the request's site is checked here.
export const POST = sameSiteRoute(handler);
