import { Link } from '@/components/i18n/link';

/** The association's mark with a site's short and long name, leading to that site's home (the headers). */
export function BrandLink({ href, abbr, name }: { href: string; abbr?: string; name: string }) {
  return (
    <Link href={href} className="brand">
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG: sharp at every size as it is */}
      <img src="/images/logo.svg" alt="" width={56} height={56} decoding="async" />
      <span>
        {abbr ? <span className="brand-abbr">{abbr}</span> : null}
        <span className="brand-name">{name}</span>
      </span>
    </Link>
  );
}

/** The mark and a name heading a footer's first column. */
export function FooterBrand({ name }: { name: string }) {
  return (
    <div className="ft-brand">
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG: sharp at every size as it is */}
      <img src="/images/logo.svg" alt="" width={48} height={48} loading="lazy" decoding="async" />
      <p>{name}</p>
    </div>
  );
}
