import Link from 'next/link';

export const NOT_FOUND_TITLE = 'Хуудас олдсонгүй | Page Not Found';

/** The not-found page's body. The seeds ask for Mongolian text and a link to /mm whatever the path. */
export function NotFoundContent() {
  return (
    <main className="nf">
      {/* React hoists this into <head>: not-found pages get no title from the metadata API. */}
      <title>{NOT_FOUND_TITLE}</title>
      <p className="nf-code">404</p>
      <h1>Page Not Found</h1>
      <p className="nf-text">Таны хайсан хуудас олдсонгүй.</p>
      <Link href="/mm" className="nf-home">
        Нүүр хуудас руу буцах
      </Link>
    </main>
  );
}
