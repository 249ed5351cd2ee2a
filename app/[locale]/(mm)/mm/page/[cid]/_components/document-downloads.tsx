import { getTranslations } from 'next-intl/server';

import type { DocumentFile } from '@/lib/library/queries';

import { DownloadIcon, FileIcon } from './file-icons';
import { EmptyList } from './page-section';

/** The related PDF documents, each with a download button. */
export async function DocumentDownloads({ documents }: { documents: readonly DocumentFile[] }) {
  const t = await getTranslations('pages.project.documents');
  if (documents.length === 0) return <EmptyList>{t('empty')}</EmptyList>;

  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {documents.map((document) => (
        <li key={document.id} className="flex items-center gap-4 rounded-lg border border-gray-200 bg-white p-4">
          <FileIcon className="size-10 shrink-0 text-red-700" />
          <p className="flex-1 font-medium text-ink">{document.title}</p>
          <a
            href={document.pdf}
            download
            aria-label={t('downloadLabel', { title: document.title })}
            className="inline-flex shrink-0 items-center gap-2 rounded bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <DownloadIcon className="size-4" />
            {t('download')}
          </a>
        </li>
      ))}
    </ul>
  );
}
