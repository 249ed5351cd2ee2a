import NextAuth from 'next-auth/next';
import type { NextRequest } from 'next/server';

import { authOptions } from '@/lib/auth/options';
import { writeRoute } from '@/lib/write-guards/write-route';

import { guardAuthGet, guardAuthPost, type NextAuthContext } from './_lib/auth-request-guard';

// GET, POST /api/auth/* – next-auth: providers, csrf token, who is signed in, sign-in callbacks and sign-out
async function handler(request: NextRequest, context: NextAuthContext): Promise<Response> {
  const response: Response = await NextAuth(request, context, authOptions());

  return response;
}

export const GET = guardAuthGet(handler);

// next-auth's client posts url-encoded forms (its session update JSON), each with its CSRF token.
export const POST = writeRoute(['form', 'json'], guardAuthPost(handler));
