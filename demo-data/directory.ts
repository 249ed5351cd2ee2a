import 'server-only';

import type { Database } from '@/db';
import {
  directoryBanners,
  directoryCategories,
  directoryCompanies,
  directoryCompanyCategories,
  directoryCompanyContacts,
  directoryConsultants,
} from '@/db/schema';
import { CONSULTANT_CATEGORY_ID } from '@/lib/directory/main-categories';

import { shownAs } from './files';
import { companyLogo } from './images/cards';
import { jpegFile, pngFile } from './images/render';
import { scene, type SceneKind } from './images/scenes';
import type { SeedPart } from './part';

/** Sub categories by main code (seeds: at least 20, with the consultant engineers' 95 = code 0403). */
const CATEGORIES: ReadonlyArray<{ id: number; code: string; nameMn: string; nameEn: string }> = [
  { id: 1, code: '0101', nameMn: 'Нүүрс', nameEn: 'Coal' },
  { id: 2, code: '0102', nameMn: 'Зэс', nameEn: 'Copper' },
  { id: 3, code: '0103', nameMn: 'Алт', nameEn: 'Gold' },
  { id: 4, code: '0104', nameMn: 'Төмрийн хүдэр', nameEn: 'Iron ore' },
  { id: 5, code: '0105', nameMn: 'Жонш', nameEn: 'Fluorspar' },
  { id: 6, code: '0106', nameMn: 'Цайр, хар тугалга', nameEn: 'Zinc and lead' },
  { id: 7, code: '0201', nameMn: 'Уурхайн тоног төхөөрөмж', nameEn: 'Mining equipment' },
  { id: 8, code: '0202', nameMn: 'Дугуй, сэлбэг', nameEn: 'Tyres and spare parts' },
  { id: 9, code: '0203', nameMn: 'Тэсрэх бодис', nameEn: 'Explosives' },
  { id: 10, code: '0204', nameMn: 'Шатах тослох материал', nameEn: 'Fuel and lubricants' },
  { id: 11, code: '0205', nameMn: 'Хамгаалах хувцас', nameEn: 'Protective clothing' },
  { id: 12, code: '0301', nameMn: 'Өрөмдлөг', nameEn: 'Drilling' },
  { id: 13, code: '0302', nameMn: 'Геологи хайгуул', nameEn: 'Geological exploration' },
  { id: 14, code: '0303', nameMn: 'Тээвэр ложистик', nameEn: 'Transport and logistics' },
  { id: 15, code: '0304', nameMn: 'Лаборатори', nameEn: 'Laboratories' },
  { id: 16, code: '0305', nameMn: 'Байгаль орчны үйлчилгээ', nameEn: 'Environmental services' },
  { id: 17, code: '0306', nameMn: 'Хууль, санхүүгийн зөвлөх', nameEn: 'Legal and financial advisers' },
  { id: 18, code: '0401', nameMn: 'Их, дээд сургууль', nameEn: 'Universities' },
  { id: 19, code: '0402', nameMn: 'Төрийн бус байгууллага', nameEn: 'Non-governmental organisations' },
  { id: 20, code: '0404', nameMn: 'Хэвлэл мэдээлэл', nameEn: 'Media' },
  { id: CONSULTANT_CATEGORY_ID, code: '0403', nameMn: 'Зөвлөх инженерүүд', nameEn: 'Consultant engineers' },
];

/** Name stems (Mongolian, English): with the suffixes they give 64 companies, some starting with Ө and Ү. */
const STEMS: ReadonlyArray<readonly [string, string]> = [
  ['Алтан Говь', 'Altan Gobi'],
  ['Өнөр Майнинг', 'Unur Mining'],
  ['Үүрийн Туяа', 'Uuriin Tuya'],
  ['Баян Ундраа', 'Bayan Undraa'],
  ['Эрдэнэ Ресурс', 'Erdene Resource'],
  ['Хөх Тэнгэр', 'Khukh Tenger'],
  ['Өргөө Логистик', 'Urguu Logistics'],
  ['Үндэсний Өрөмдлөг', 'National Drilling'],
  ['Гэрэлт Ирээдүй', 'Gerelt Ireedui'],
  ['Мөнх Хайрхан', 'Munkh Khairkhan'],
  ['Оюут Инженеринг', 'Oyut Engineering'],
  ['Сэлэнгэ Хүдэр', 'Selenge Ore'],
  ['Тал Нутаг', 'Tal Nutag'],
  ['Чандмань Трейд', 'Chandmani Trade'],
  ['Шинэ Зам', 'Shine Zam'],
  ['Дархан Метал', 'Darkhan Metal'],
];
const SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ['ХХК', 'LLC'],
  ['Групп', 'Group'],
  ['Сервис ХХК', 'Service LLC'],
  ['Холдинг', 'Holding'],
];
/** Twelve logos drawn once and shared: every company without a logo shows its name instead. */
const LOGO_FILES = 12;
const logoKey = (index: number): string => `directory/logo-${index + 1}.png`;
const BANNER_SCENES: readonly SceneKind[] = ['excavator', 'pit', 'truck'];
const bannerKey = (index: number): string => `directory/banner-${index + 1}.jpg`;

/** The sub categories a company is in: one or two (every seventh is in two main categories). */
function categoriesOf(index: number): number[] {
  const companyCategories = CATEGORIES.filter((category) => category.id !== CONSULTANT_CATEGORY_ID);
  const first = companyCategories[index % companyCategories.length]?.id ?? 1;
  const second = companyCategories[(index + 7) % companyCategories.length]?.id ?? 1;

  return index % 7 === 0 && second !== first ? [first, second] : [first];
}

function company(index: number) {
  const [stemMn, stemEn] = STEMS[index % STEMS.length] ?? ['', ''];
  const [suffixMn, suffixEn] = SUFFIXES[Math.floor(index / STEMS.length) % SUFFIXES.length] ?? ['', ''];
  const id = index + 1;
  // The last four are requests still waiting for staff.
  const isPending = index >= 60;

  return {
    id,
    registrationNumber: String(5_000_000 + id * 137),
    nameMn: `${stemMn} ${suffixMn}`.toUpperCase(),
    nameEn: `${stemEn} ${suffixEn}`.toUpperCase(),
    addressMn: `Улаанбаатар, Сүхбаатар дүүрэг, ${(id % 9) + 1}-р хороо`,
    addressEn: `Sukhbaatar district, khoroo ${(id % 9) + 1}, Ulaanbaatar`,
    aboutMn: `${stemMn} нь уул уурхайн салбарт ${5 + (id % 20)} жил үйл ажиллагаа явуулж байна.`,
    aboutEn: `${stemEn} has worked in the mining sector for ${5 + (id % 20)} years.`,
    // Every third company has no logo: its card shows the name.
    logo: index % 3 === 2 ? '' : logoKey(index % LOGO_FILES),
    review: isPending ? ('pending' as const) : ('approved' as const),
    approval: !isPending,
    status: index % 11 !== 10,
    registrantName: 'Б.Болд',
    registrantPosition: 'Захирал',
    registrantEmail: `registrant${id}@example.com`,
    registrantPhone: `9911${String(1000 + id).slice(-4)}`,
  };
}

const COMPANY_COUNT = 64;

const CONSULTANTS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Б.Энхтөр', 'B. Enkhtur', 'Уулын инженер', 'Mining engineer'],
  ['Д.Өлзий', 'D. Ulzii', 'Геологич', 'Geologist'],
  ['Г.Үүрцайх', 'G. Uurtsaikh', 'Баяжуулалтын инженер', 'Processing engineer'],
  ['С.Ганбат', 'S. Ganbat', 'Маркшейдер', 'Mine surveyor'],
  ['Ц.Нарантуяа', 'Ts. Narantuya', 'Байгаль орчны инженер', 'Environmental engineer'],
  ['О.Батхүү', 'O. Batkhuu', 'Гидрогеологич', 'Hydrogeologist'],
  ['Н.Сувд', 'N. Suvd', 'Эдийн засагч', 'Mining economist'],
  ['Ж.Мөнх-Эрдэнэ', 'J. Munkh-Erdene', 'Тэсэлгээний инженер', 'Blasting engineer'],
  ['П.Алтанцэцэг', 'P. Altantsetseg', 'Аюулгүй ажиллагааны инженер', 'Safety engineer'],
  ['Э.Төгөлдөр', 'E. Tuguldur', 'Цахилгааны инженер', 'Electrical engineer'],
  ['Х.Оюунбилэг', 'Kh. Oyunbileg', 'Хууль зүйн зөвлөх', 'Legal adviser'],
  ['Л.Дашдорж', 'L. Dashdorj', 'Геофизикч', 'Geophysicist'],
];

/** The directory (DESIGN 5): 20 sub categories and 95, 60 approved companies and 4 pending, 12 consultants. */
export function directoryPart(): SeedPart {
  return {
    files: [
      ...Array.from({ length: LOGO_FILES }, (_, index) =>
        shownAs(
          'card',
          pngFile(logoKey(index), () => companyLogo(200 + index)),
        ),
      ),
      ...BANNER_SCENES.map((kind, index) =>
        shownAs(
          'cover',
          jpegFile(bannerKey(index), () => scene(kind, { width: 730, height: 455, seed: 1300 + index })),
        ),
      ),
    ],
    insert: async (db: Database) => {
      await db
        .insert(directoryCategories)
        .values([...CATEGORIES])
        .onConflictDoNothing();
      const companies = Array.from({ length: COMPANY_COUNT }, (_, index) => company(index));
      await db.insert(directoryCompanies).values(companies).onConflictDoNothing();
      await db
        .insert(directoryCompanyCategories)
        .values(
          companies.flatMap((row, index) =>
            categoriesOf(index).map((categoryId) => ({ companyId: row.id, categoryId })),
          ),
        )
        .onConflictDoNothing();
      await db
        .insert(directoryCompanyContacts)
        .values(
          companies.flatMap((row) => [
            {
              id: row.id * 10 + 1,
              companyId: row.id,
              contactType: 'phone' as const,
              contactValue: `+976 7711 ${String(1000 + row.id).slice(-4)}`,
              position: 0,
            },
            {
              id: row.id * 10 + 2,
              companyId: row.id,
              contactType: 'email' as const,
              contactValue: `info${row.id}@example.mn`,
              position: 1,
            },
            ...(row.id % 2 === 0
              ? [
                  {
                    id: row.id * 10 + 3,
                    companyId: row.id,
                    contactType: 'website' as const,
                    contactValue: `https://company${row.id}.example.mn`,
                    position: 2,
                  },
                ]
              : []),
            ...(row.id % 5 === 0
              ? [
                  {
                    id: row.id * 10 + 4,
                    companyId: row.id,
                    contactType: 'fax' as const,
                    contactValue: `+976 7711 ${String(2000 + row.id).slice(-4)}`,
                    position: 3,
                  },
                ]
              : []),
          ]),
        )
        .onConflictDoNothing();
      await db
        .insert(directoryConsultants)
        .values(
          CONSULTANTS.map(([nameMn, nameEn, professionMn, professionEn], index) => ({
            id: index + 1,
            nameMn,
            nameEn,
            professionMn,
            professionEn,
            adviceMn: 'Уурхайн төлөвлөлт, техник эдийн засгийн үндэслэл',
            adviceEn: 'Mine planning and feasibility studies',
            phone: `9900${String(1000 + index).slice(-4)}`,
            // The last one is a request still waiting for staff.
            review: index === CONSULTANTS.length - 1 ? ('pending' as const) : ('approved' as const),
            approval: index !== CONSULTANTS.length - 1,
            registrantName: nameMn,
            registrantEmail: `consultant${index + 1}@example.com`,
          })),
        )
        .onConflictDoNothing();
      await db
        .insert(directoryBanners)
        .values(BANNER_SCENES.map((_, index) => ({ id: index + 1, image: bannerKey(index), sequence: index + 1 })))
        .onConflictDoNothing();
    },
  };
}
