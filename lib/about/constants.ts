/** Seeds 9: founded in 1994, 30th anniversary, responsible-mining initiative since 2006, an office of 7. */
export const FOUNDED_YEAR = 1994;
export const ANNIVERSARY_YEARS = 30;
export const RESPONSIBLE_MINING_SINCE = 2006;
export const OFFICE_STAFF_COUNT = 7;

/** Committees of the main working groups, each matching a flag of the logos table. */
export const COMMITTEES = [
  'public_relations_committee',
  'environment_committee',
  'legal_committee',
  'logistics_committee',
] as const;
export type Committee = (typeof COMMITTEES)[number];
