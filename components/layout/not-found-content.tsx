import Link from 'next/link';

export const NOT_FOUND_TITLE = 'Хуудас олдсонгүй | Page Not Found';

/** The not-found page's body. The seeds ask for Mongolian text and a link to /mm whatever the path. */
export function NotFoundContent() {
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      {/* React hoists this into <head>: not-found pages get no title from the metadata API. */}
      <title>{NOT_FOUND_TITLE}</title>
      <p className="text-7xl font-bold text-brand">404</p>
      <h1 className="text-2xl font-semibold">Page Not Found</h1>
      <p className="text-muted">Таны хайсан хуудас олдсонгүй.</p>
      <Link href="/mm" className="rounded bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-dark">
        Нүүр хуудас руу буцах
      </Link>
    </main>
  );
}
