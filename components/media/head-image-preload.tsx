'use client';

/**
 * A `<link rel="preload">` for an AVIF picture, hoisted by React into the document's head.
 *
 * A client component on purpose. Rendered by a server component, the same element would travel in the page's
 * payload as a preload hint as well. Next.js fetches the payload of every page a visible link points to, and the
 * browser acts on such a hint as soon as it reads it, wherever the link sits: every page that links home would
 * then fetch the home page's banner. Rendered here, it is written into the HTML of its own page only.
 */
export function HeadImagePreload({ href, srcSet, sizes }: { href: string; srcSet: string; sizes: string }) {
  return (
    <link
      rel="preload"
      as="image"
      href={href}
      imageSrcSet={srcSet}
      imageSizes={sizes}
      type="image/avif"
      fetchPriority="high"
    />
  );
}
