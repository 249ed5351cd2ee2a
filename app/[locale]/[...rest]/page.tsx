import { notFound } from 'next/navigation';

// Any path no page claims: the localized not-found page with status 404.
export default function UnknownPage(): never {
  notFound();
}
