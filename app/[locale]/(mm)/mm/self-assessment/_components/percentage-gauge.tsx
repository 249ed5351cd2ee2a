const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

type PercentageGaugeProps = { percentage: number; label: string; caption: string };

/**
 * A circular gauge (seeds 2.3). The ring is decoration; the figure is text, and `label` says the same in words
 * for screen readers.
 */
export function PercentageGauge({ percentage, label, caption }: PercentageGaugeProps) {
  const filled = (Math.min(100, Math.max(0, percentage)) / 100) * CIRCUMFERENCE;

  return (
    <figure className="relative size-44 rounded-full bg-white/90 shadow-lg sm:size-52">
      <svg viewBox="0 0 120 120" aria-hidden="true" className="size-full -rotate-90">
        <circle cx="60" cy="60" r={RADIUS} fill="none" stroke="#e8f5ec" strokeWidth="10" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          stroke="#0f7a3d"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
        />
      </svg>
      <figcaption className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="sr-only">{label}</span>
        <span aria-hidden="true" data-testid="result-percentage" className="text-4xl font-bold text-brand-dark sm:text-5xl">
          {percentage}%
        </span>
        <span aria-hidden="true" className="text-sm text-muted">
          {caption}
        </span>
      </figcaption>
    </figure>
  );
}
