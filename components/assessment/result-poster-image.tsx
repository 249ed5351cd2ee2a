import { Picture } from '@/components/media/picture';

/**
 * The assessment result's poster behind its gauge, in both assessments. Decorative: the figures are in the gauge
 * and the lists below it. The result's largest paint, so loaded first.
 */
export function ResultPosterImage() {
  return (
    <Picture
      isPriority
      src="/images/assessment-poster.svg"
      sources={null}
      alt=""
      width={960}
      height={540}
      className="h-64 w-full object-cover sm:h-auto"
    />
  );
}
