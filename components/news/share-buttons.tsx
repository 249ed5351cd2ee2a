import { getTranslations } from 'next-intl/server';

type ShareButtonsProps = { url: string; title: string };

/**
 * A query value with its ASCII escaped and its letters left as they are: the browser's URL parser encodes
 * non-ASCII itself when the link is followed, and a Cyrillic title escaped here would take six bytes a letter,
 * twice per link, in the page and again in its payload.
 */
function queryValue(value: string): string {
  return value.replace(/[^\u0080-\uffff]+/g, encodeURIComponent);
}

/** Share links carrying the page address and title; plain links, so no third-party script is loaded. */
export async function ShareButtons({ url, title }: ShareButtonsProps) {
  const t = await getTranslations('news');
  const encodedUrl = encodeURIComponent(url);
  const targets = [
    {
      label: t('shareFacebook'),
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
      glyph: 'f',
      className: 'share-fb',
    },
    {
      label: t('shareTwitter'),
      href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${queryValue(title)}`,
      glyph: '𝕏',
      className: 'share-x',
    },
    { label: t('shareEmail'), href: `mailto:?subject=${queryValue(title)}&body=${encodedUrl}`, glyph: '✉' },
  ];

  return (
    <div className="share">
      <span>{t('share')}:</span>
      {targets.map((target) => (
        <a
          key={target.label}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          title={target.label}
          className={target.className}
        >
          <span aria-hidden="true">{target.glyph}</span>
          <span className="sr-only">{target.label}</span>
        </a>
      ))}
    </div>
  );
}
