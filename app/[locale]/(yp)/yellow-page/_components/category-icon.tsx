import type { MAIN_CATEGORIES } from '@/lib/directory/main-categories';

type IconName = (typeof MAIN_CATEGORIES)[number]['icon'];

/** One short outline path per main category's icon (an open pit, a truck, a plant, a chart), 24 px grid. */
const PATHS: Record<IconName, string> = {
  pit: 'M2 6h20M4 6l3 4h10l3-4M7 10l2 4h6l2-4M9 14l1.5 4h3L15 14',
  truck: 'M2 7h11v9H2zM13 10h4l4 3v3h-8M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  plant: 'M3 21h18M5 21V11l5 3V11l5 3V5h4v16',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
};

/** A main category's icon, decorative: the link beside it carries the name. */
export function CategoryIcon({ name }: { name: IconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
