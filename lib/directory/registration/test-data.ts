import sharp from 'sharp';

import { db } from '@/db';
import { directoryCategories } from '@/db/schema';

/** A few sub categories of the demo directory: Coal (01), Mining equipment (02), Media and consultants (04). */
export async function insertTestCategories(): Promise<void> {
  await db.insert(directoryCategories).values([
    { id: 1, code: '0101', nameMn: 'Нүүрс', nameEn: 'Coal' },
    { id: 7, code: '0201', nameMn: 'Уурхайн тоног төхөөрөмж', nameEn: 'Mining equipment' },
    { id: 20, code: '0404', nameMn: 'Хэвлэл мэдээлэл', nameEn: 'Media' },
    { id: 95, code: '0403', nameMn: 'Зөвлөх инженерүүд', nameEn: 'Consultant engineers' },
  ]);
}

/** A real PNG's bytes, small enough to resize quickly. */
export async function pngBytes(): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await sharp({ create: { width: 64, height: 32, channels: 3, background: '#0a5a2c' } }).png().toBuffer());
}

export async function pngLogo(): Promise<Blob> {
  return new Blob([await pngBytes()], { type: 'image/png' });
}

export const REGISTRANT = { registrantName: 'Саруул Бат', registrantPosition: 'Менежер', registrantEmail: 'saruul@example.mn', registrantPhone: '88112233' };

/** A complete company request as multipart fields (seeds 7.3), the logo given by the caller. */
export function companyFields(logo: Blob): FormData {
  const formData = new FormData();
  const fields: Record<string, string> = {
    ...REGISTRANT,
    categories: JSON.stringify([
      { mainCategory: '02', subCategory: 7 },
      { mainCategory: '04', subCategory: '20' },
    ]),
    nameMn: 'Өндөр тал ххк',
    nameEn: 'Undur Tal llc',
    registrationNumber: '5123456',
    emails: 'info@undur.mn,sales@undur.mn',
    phones: '7711-2233',
    faxes: '',
    websites: 'https://undur.mn',
    addressMn: 'Улаанбаатар',
    aboutMn: 'Уурхайн тоног төхөөрөмж',
  };
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  formData.set('image', logo, 'logo.png');

  return formData;
}

export const CONSULTANT = { ...REGISTRANT, nameMn: 'Бат-Эрдэнэ', nameEn: 'Bat-Erdene', professionMn: 'Геологич', professionEn: 'Geologist', phone: '99112233', adviceMn: 'Хайгуул' };
