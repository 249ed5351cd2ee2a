import 'server-only';

import type { Database } from '@/db';
import { adminAccounts, memberCompanies, officeRequests } from '@/db/schema';

import { companyLogo } from './images/cards';
import { pngFile } from './images/render';
import type { SeedContext, SeedPart } from './part';

const ADMIN_ACCOUNTS: Array<typeof adminAccounts.$inferInsert> = [
  {
    email: 'admin@example.com',
    firstName: 'Болормаа',
    lastName: 'Дорж',
    phoneNumber: '99112233',
    position: 'Гүйцэтгэх захирал',
    department: 'Гүйцэтгэх алба',
    accountRole: 2,
  },
  {
    email: 'moderator@example.com',
    firstName: 'Тэмүүлэн',
    lastName: 'Ганбаатар',
    phoneNumber: '88114455',
    position: 'Контент менежер',
    department: 'Хэвлэл мэдээллийн алба',
    accountRole: 1,
  },
];

const MEMBER_COMPANIES = [
  { name: 'Demo Mining LLC', email: 'member@example.com' },
  { name: 'Хангайн Зэс ХХК', email: 'info@khangai-copper.example' },
  { name: 'Номин Говь Коал ХХК', email: 'office@nomingobi-coal.example' },
  { name: 'Сэлэнгэ Төмөр ХХК', email: 'contact@selenge-iron.example' },
  { name: 'Бор-Өндөр Флюорит ХХК', email: 'info@borundur-fluorite.example' },
  { name: 'Тэнгэр Майнинг ХХК', email: 'hse@tenger-mining.example', active: false },
];

const OFFICE_REQUESTS = [
  {
    name: 'Б.Энхжаргал',
    email: 'enkhjargal@gobi-drilling.example',
    phoneNumber: '99015566',
    businessType: 'Өрөмдлөгийн үйлчилгээ',
    purposes: 'm',
  },
  {
    name: 'Г.Мөнх-Эрдэнэ',
    email: 'munkherdene@altai-geo.example',
    phoneNumber: '88117788',
    businessType: 'Геологи хайгуул',
    purposes: 'mc',
  },
  {
    name: 'С.Оюунчимэг',
    email: 'oyunchimeg@steppe-logistics.example',
    phoneNumber: '95203344',
    businessType: 'Тээвэр логистик',
    purposes: 't',
  },
  {
    name: 'Д.Ганзориг',
    email: 'ganzorig@orkhon-gold.example',
    phoneNumber: '99887766',
    businessType: 'Алт олборлолт',
    purposes: 'c',
  },
  {
    name: 'Т.Нарантуяа',
    email: 'narantuya@eco-rehab.example',
    phoneNumber: '88445522',
    businessType: 'Нөхөн сэргээлт',
    purposes: 'mt',
  },
  {
    name: 'Э.Батболд',
    email: 'batbold@khuder-energy.example',
    phoneNumber: '99334411',
    businessType: 'Нүүрс олборлолт',
    purposes: 'mct',
  },
  {
    name: 'John Carter',
    email: 'j.carter@northstar-equipment.example',
    phoneNumber: '+61 400 123 456',
    businessType: 'Mining equipment supplier',
    purposes: 't',
  },
  {
    name: 'Н.Сарнай',
    email: 'sarnai@lab-assay.example',
    phoneNumber: '95117700',
    businessType: 'Лабораторийн шинжилгээ',
    purposes: 'm',
  },
  {
    name: 'О.Баярсайхан',
    email: 'bayarsaikhan@uguumur-coal.example',
    phoneNumber: '99226644',
    businessType: 'Нүүрс олборлолт',
    purposes: 'c',
  },
  {
    name: 'Ц.Хулан',
    email: 'khulan@legal-partners.example',
    phoneNumber: '88009911',
    businessType: 'Хуулийн зөвлөх',
    purposes: 'mt',
  },
  {
    name: 'А.Тэмүүжин',
    email: 'temuujin@dornod-minerals.example',
    phoneNumber: '99558833',
    businessType: 'Жонш олборлолт',
    purposes: 'mc',
  },
  {
    name: 'Л.Уранчимэг',
    email: 'uranchimeg@safety-first.example',
    phoneNumber: '95336677',
    businessType: 'Хөдөлмөрийн аюулгүй байдлын сургалт',
    purposes: 'ct',
  },
];

function memberLogoKey(index: number): string {
  return `member-companies/seed-${index + 1}.png`;
}

/**
 * Demo sign-in accounts (DESIGN 5), member companies of the member assessment, and membership requests.
 * Accounts are matched by e-mail, not by id: a real database may already hold other accounts.
 */
export function accountsPart({ clock }: SeedContext): SeedPart {
  return {
    files: MEMBER_COMPANIES.map((_, index) => pngFile(memberLogoKey(index), () => companyLogo(index + 40))),
    insert: async (db: Database) => {
      await db.insert(adminAccounts).values(ADMIN_ACCOUNTS).onConflictDoNothing();
      await db
        .insert(memberCompanies)
        .values(
          MEMBER_COMPANIES.map((company, index) => ({
            ...company,
            logo: memberLogoKey(index),
            createdAt: clock.at(400 - index * 30, 11),
          })),
        )
        .onConflictDoNothing();
      await db
        .insert(officeRequests)
        .values(
          OFFICE_REQUESTS.map(({ purposes, ...request }, index) => ({
            id: index + 1,
            ...request,
            memberRequest: purposes.includes('m'),
            codexRequest: purposes.includes('c'),
            meetingRequest: purposes.includes('t'),
            createdAt: clock.at(2 + index * 5, 9 + (index % 8), (index * 13) % 60),
          })),
        )
        .onConflictDoNothing();
    },
  };
}
