/** Seeds 3: the directory's four fixed main categories; sub category codes start with their main code. */
export const MAIN_CATEGORIES = [
  { code: '01', nameMn: 'Уул уурхайн компаниуд', nameEn: 'Mining Companies', icon: 'pit' },
  { code: '02', nameMn: 'Ханган нийлүүлэгч компаниуд', nameEn: 'Supplier Companies', icon: 'truck' },
  { code: '03', nameMn: 'Үйлчилгээ үзүүлэгч компаниуд', nameEn: 'Service Providers', icon: 'plant' },
  { code: '04', nameMn: 'Бусад', nameEn: 'Others', icon: 'chart' },
] as const;

export type MainCategoryCode = (typeof MAIN_CATEGORIES)[number]['code'];

/** Seeds 9: the sub category of consultant engineers (older view code 0403), whose list is of people. */
export const CONSULTANT_CATEGORY_ID = 95;

export function isMainCategoryCode(value: string): value is MainCategoryCode {
  return MAIN_CATEGORIES.some((category) => category.code === value);
}

/** A main category's name in the page's language. */
export function mainCategoryName(code: MainCategoryCode, locale: 'mn' | 'en'): string {
  const category = MAIN_CATEGORIES.find((each) => each.code === code) ?? MAIN_CATEGORIES[0];

  return locale === 'en' ? category.nameEn : category.nameMn;
}
