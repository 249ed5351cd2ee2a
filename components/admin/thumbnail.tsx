/** A small picture of a stored image in an admin list. */
export function Thumbnail({ src, alt, className = 'h-16 w-28' }: { src: string; alt: string; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- admin lists show the stored file as it is
    <img
      src={src}
      alt={alt}
      loading="lazy"
      className={`${className} rounded border border-gray-200 bg-white object-contain`}
    />
  );
}
