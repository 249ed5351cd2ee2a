/** A schema.org object as the text of its `<script type="application/ld+json">`: `<` is escaped so the JSON cannot close the tag. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
}
