import type { NewsDetail } from '@/lib/news/queries';

import { absoluteUrl } from './urls';

/** schema.org NewsArticle for a news detail page. `<` is escaped so the JSON cannot close its script tag. */
export function newsArticleJsonLd({ item, url, siteName }: { item: NewsDetail; url: string; siteName: string }): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.summary,
    image: [absoluteUrl(item.image)],
    datePublished: item.created_at,
    dateModified: item.updated_at,
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: item.publisher || siteName },
    publisher: { '@type': 'Organization', name: siteName, logo: { '@type': 'ImageObject', url: absoluteUrl('/images/logo.svg') } },
  };

  return JSON.stringify(data).replace(/</g, '\\u003c');
}
