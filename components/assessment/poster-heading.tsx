/**
 * The top of a result poster: the association's mark (the one the site's header shows) with the assessment's and
 * the association's names, so that the downloaded PNG says whose assessment it is wherever it is shared.
 */
export function PosterHeading({
  assessmentName,
  associationName,
}: {
  assessmentName: string;
  associationName: string;
}) {
  return (
    <div className="flex items-center gap-3 border-b border-gray-200 bg-white px-5 py-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG, as the header shows it; drawn into the PNG as it is */}
      <img
        src="/images/logo.svg"
        alt=""
        width={56}
        height={56}
        decoding="sync"
        className="size-12 shrink-0 sm:size-14"
        data-poster-logo=""
      />
      <div className="min-w-0">
        <p className="text-lg font-bold text-ink sm:text-xl" data-poster-title="">
          {assessmentName}
        </p>
        <p className="text-sm text-muted">{associationName}</p>
      </div>
    </div>
  );
}
