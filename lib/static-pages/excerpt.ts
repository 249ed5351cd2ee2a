import 'server-only';

import sanitizeHtml from 'sanitize-html';

// sanitize-html leaves these escaped in text; a description is plain text that React escapes itself.
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** A page description for search engines: the text of rich HTML without tags, cut at a word near `length`. */
export function plainTextExcerpt(html: string, length = 160): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li)>/gi, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);

  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}…`;
}
