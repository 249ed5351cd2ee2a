'use client';

import NextLink from 'next/link';

import { useBoundaryTexts } from '@/components/i18n/boundary-texts';

// A news id that does not exist (or is unpublished): the seeds' not-found text, answered with status 404.
// A client component: it is prepared with every detail page, and must not make those pages request-bound.
export default function NewsNotFound() {
  const { newsNotFound, backToNews, newsHref } = useBoundaryTexts();

  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{newsNotFound}</h1>
      <NextLink href={newsHref} className="rounded bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">
        {backToNews}
      </NextLink>
    </div>
  );
}
