'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';

/** What the add-news form saved last: enough to find it again. */
export type CreatedNews = { id: number; title: string; isPublished: boolean };

/**
 * The notice after "Нэмэх": the form empties for the next item, so the saved one is named here with links to its
 * public page and its editor. It stays until dismissed or the next submission (a toast would vanish with the only
 * way back to the item), and takes the focus so that it is read and seen above the emptied form.
 */
export function NewsCreatedNotice({ created, onDismiss }: { created: CreatedNews; onDismiss: () => void }) {
  const t = useTranslations('admin.content.news.createdNotice');
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    noticeRef.current?.focus();
  }, [created.id]);

  return (
    <div
      ref={noticeRef}
      role="status"
      tabIndex={-1}
      aria-labelledby="news-created-title"
      className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-brand/40 bg-brand-light px-4 py-3 text-ink focus-visible:outline-2 focus-visible:outline-brand-dark"
    >
      <div className="space-y-1">
        <p id="news-created-title" className="font-semibold">
          {t('title', { title: created.title })}
        </p>
        {created.isPublished ? null : <p className="text-sm">{t('hidden')}</p>}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
          {created.isPublished ? (
            <Link href={`/mm/detail/${created.id}`} className="text-brand-dark underline hover:no-underline">
              {t('viewPublic')}
            </Link>
          ) : null}
          <Link href={`/admin/update-news/${created.id}`} className="text-brand-dark underline hover:no-underline">
            {t('edit')}
          </Link>
        </p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('dismiss')}
        className="rounded px-2 text-xl leading-none text-ink hover:bg-white/60"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
