/** The class names the meeting screens share, so their buttons, fields and notices look alike. */
export const BUTTON =
  'inline-flex items-center justify-center rounded-md bg-brand-dark px-5 py-2.5 font-semibold text-white hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON =
  'inline-flex items-center justify-center rounded-md border border-gray-400 bg-white px-4 py-2 font-medium text-ink hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:cursor-not-allowed disabled:opacity-60';
export const DANGER_BUTTON =
  'inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800 disabled:cursor-not-allowed disabled:opacity-60';
export const LINK_BUTTON =
  'text-sm font-medium text-brand-dark underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:opacity-60';
export const INPUT =
  'w-full rounded-md border border-gray-400 px-3 py-2 text-ink focus-visible:border-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark';
export const LABEL = 'mb-1 block text-sm font-medium text-ink';
export const ERROR = 'rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700';
export const NOTICE = 'rounded-md bg-brand-light px-3 py-2 text-sm text-brand-dark';
