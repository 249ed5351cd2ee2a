import { ResponsiveImage } from '@/components/media/responsive-image';

type LogoItem = { id: number; name: string; logo: string; link: string };

type LogoGridProps = {
  logos: readonly LogoItem[];
  empty: string;
  /** The accessible name of a link that opens the company's site in a new window. */
  newWindowLabel: (name: string) => string;
  isCompact?: boolean;
};

/** Company logos, each linking out to the company's own site in a new window. */
export function LogoGrid({ logos, empty, newWindowLabel, isCompact = false }: LogoGridProps) {
  if (logos.length === 0)
    return <p className="rounded border border-dashed border-gray-300 p-6 text-center text-muted">{empty}</p>;
  const columns = isCompact ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4';

  return (
    <ul className={`grid gap-4 ${columns}`}>
      {logos.map((item) => {
        const content = (
          <>
            <ResponsiveImage
              src={item.logo}
              alt=""
              use="card"
              width={320}
              height={200}
              sizes="(min-width: 1024px) 240px, 45vw"
              className="aspect-[8/5] w-full object-contain"
            />
            <span className="mt-2 block text-center text-sm font-medium text-ink">{item.name}</span>
          </>
        );

        return (
          <li key={item.id}>
            {item.link ? (
              <a
                href={item.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={newWindowLabel(item.name)}
                className="block h-full rounded-lg border border-gray-200 bg-white p-3 shadow-sm transition hover:border-brand hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {content}
              </a>
            ) : (
              <div className="h-full rounded-lg border border-gray-200 bg-white p-3">{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
