/** The 30th anniversary book, a static file in public/documents (made by scripts/make-anniversary-book.ts). */
export const ANNIVERSARY_BOOK = {
  href: '/documents/mnma-30-years.pdf',
  fileName: 'mnma-30-years.pdf',
} as const;
