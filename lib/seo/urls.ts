import { env } from '@/lib/env';

export function siteUrl(): string {
  return env.SITE_URL;
}

export function absoluteUrl(path: string): string {
  return `${env.SITE_URL}${path}`;
}
