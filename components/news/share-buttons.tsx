import { getTranslations } from 'next-intl/server';

type ShareButtonsProps = { url: string; title: string };

/** Share links carrying the page address and title; plain links, so no third-party script is loaded. */
export async function ShareButtons({ url, title }: ShareButtonsProps) {
  const t = await getTranslations('news');
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  const targets = [
    { label: t('shareFacebook'), href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`, glyph: 'f', colour: 'bg-[#1b5bb8]' },
    { label: t('shareTwitter'), href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodedTitle}`, glyph: '𝕏', colour: 'bg-black' },
    { label: t('shareEmail'), href: `mailto:?subject=${encodedTitle}&body=${encodedUrl}`, glyph: '✉', colour: 'bg-brand-dark' },
  ];

  return (
    <div className="flex items-center gap-3">
      <span className="text-sm font-semibold text-muted">{t('share')}:</span>
      {targets.map((target) => (
        <a
          key={target.label}
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          title={target.label}
          className={`flex h-9 w-9 items-center justify-center rounded-full text-base font-bold text-white hover:opacity-85 ${target.colour}`}
        >
          <span aria-hidden="true">{target.glyph}</span>
          <span className="sr-only">{target.label}</span>
        </a>
      ))}
    </div>
  );
}
