import { GAUGE_RING, gaugeArcPath } from '@/lib/assessment/gauge-ring';

type PercentageGaugeProps = { percentage: number; label: string; caption: string };

const { size, radius, strokeWidth } = GAUGE_RING;

/**
 * A circular gauge (seeds 2.3), on screen and in the downloaded poster alike. The ring is decoration; the figure
 * is text, and `label` says the same in words for screen readers.
 */
export function PercentageGauge({ percentage, label, caption }: PercentageGaugeProps) {
  const arc = gaugeArcPath(percentage);

  return (
    <figure className="relative size-44 rounded-full bg-white/90 shadow-lg sm:size-52">
      <svg viewBox={`0 0 ${size} ${size}`} aria-hidden="true" className="size-full">
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" stroke="#e8f5ec" strokeWidth={strokeWidth} />
        {arc ? (
          <path data-gauge-arc d={arc} fill="none" stroke="#0f7a3d" strokeWidth={strokeWidth} strokeLinecap="round" />
        ) : null}
      </svg>
      <figcaption className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="sr-only">{label}</span>
        <span
          aria-hidden="true"
          data-testid="result-percentage"
          className="text-4xl font-bold text-brand-dark sm:text-5xl"
        >
          {percentage}%
        </span>
        <span aria-hidden="true" className="text-sm text-muted">
          {caption}
        </span>
      </figcaption>
    </figure>
  );
}
