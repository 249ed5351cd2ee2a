import { jsonLdText } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/urls';

import type { NewsDetail } from './queries';

/** schema.org NewsArticle for a news detail page. */
export function newsArticleJsonLd({
  item,
  url,
  siteName,
}: {
  item: NewsDetail;
  url: string;
  siteName: string;
}): string {
  return jsonLdText({
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.summary,
    image: [absoluteUrl(item.image)],
    datePublished: item.created_at,
    dateModified: item.updated_at,
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: item.publisher || siteName },
    publisher: {
      '@type': 'Organization',
      name: siteName,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/images/logo.svg') },
    },
  });
}
