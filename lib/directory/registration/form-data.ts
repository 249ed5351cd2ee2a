import { LIST_FIELDS } from './schema';

/** Seeds 7.3: lists travel "joined as text"; commas or line breaks separate the rows. */
const LIST_SEPARATOR = ',';

const TEXT_FIELDS = [
  'registrantName',
  'registrantPosition',
  'registrantEmail',
  'registrantPhone',
  'nameMn',
  'nameEn',
  'registrationNumber',
  'addressMn',
  'addressEn',
  'aboutMn',
  'aboutEn',
] as const;

function parseCategories(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    // Not JSON: no category at all, which the schema refuses with the seeds' message.
    return [];
  }
}

/**
 * Seeds 7.3 `insert/yellow-registration` multipart fields as the schema takes them: categories from JSON text,
 * lists split from their joined text, the logo from `image`. Used by the route handler and the server actions
 * alike, so both read the same fields the same way; the schema then checks them.
 */
export function companyInputFromFormData(formData: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const value = formData.get(field);
    if (typeof value === 'string') input[field] = value;
  }
  for (const field of LIST_FIELDS) {
    const value = formData.get(field);
    if (typeof value === 'string') input[field] = value.split(/[,\n]/);
  }
  input.categories = parseCategories(formData.get('categories'));
  const image = formData.get('image');
  if (image !== null && typeof image !== 'string') input.image = image;

  return input;
}

type CompanyFormValues = Record<string, unknown> & { categories: unknown; image?: Blob };

/** The browser's side of the same format: the form's values as the multipart fields above. */
export function companyFormData(values: CompanyFormValues): FormData {
  const formData = new FormData();
  for (const [field, value] of Object.entries(values)) {
    if (field === 'image') continue;
    if (field === 'categories') formData.set(field, JSON.stringify(value));
    else if (Array.isArray(value)) formData.set(field, value.join(LIST_SEPARATOR));
    else if (typeof value === 'string') formData.set(field, value);
  }
  if (values.image) formData.set('image', values.image);

  return formData;
}
