import NextAuth from 'next-auth/next';
import type { NextRequest } from 'next/server';

import { authOptions } from '@/lib/auth/options';

type NextAuthContext = { params: Promise<{ nextauth: string[] }> };

// GET, POST /api/auth/* – next-auth: providers, csrf token, who is signed in, sign-in callbacks and sign-out
async function handler(request: NextRequest, context: NextAuthContext): Promise<Response> {
  const response: Response = await NextAuth(request, context, authOptions());

  return response;
}

export { handler as GET, handler as POST };
