import 'server-only';

import type { Database } from '@/db';
import { aboutPeople } from '@/db/schema';

import { shownAs } from './files';
import { portrait } from './images/cards';
import { jpegFile } from './images/render';
import type { SeedPart } from './part';

type Person = { row: Omit<typeof aboutPeople.$inferInsert, 'id' | 'profile'>; isWoman: boolean };
type CompanyPerson = readonly [
  name: string,
  nameEn: string,
  position: string,
  positionEn: string,
  company: string,
  companyEn: string,
  isWoman: boolean,
];
type StaffPerson = readonly [
  name: string,
  nameEn: string,
  position: string,
  positionEn: string,
  mailbox: string,
  isWoman: boolean,
];

const PRESIDENTS: Person[] = [
  {
    row: { aboutCategory: 'President', name: 'Ж.Дашдорж', nameEn: 'J. Dashdorj', yearsOfWork: '1994–2002' },
    isWoman: false,
  },
  {
    row: { aboutCategory: 'President', name: 'Н.Алтанхуяг', nameEn: 'N. Altankhuyag', yearsOfWork: '2002–2010' },
    isWoman: false,
  },
  {
    row: { aboutCategory: 'President', name: 'Д.Оюунгэрэл', nameEn: 'D. Oyungerel', yearsOfWork: '2010–2018' },
    isWoman: true,
  },
  {
    row: { aboutCategory: 'President', name: 'Б.Ганболд', nameEn: 'B. Ganbold', yearsOfWork: '2018–одоог хүртэл' },
    isWoman: false,
  },
];

const COUNCIL: readonly CompanyPerson[] = [
  [
    'Б.Ганболд',
    'B. Ganbold',
    'Зөвлөлийн дарга',
    'Chair of the council',
    'Алтан Говь Ресурс ХК',
    'Altan Gobi Resources JSC',
    false,
  ],
  ['С.Энхтуяа', 'S. Enkhtuya', 'Дэд дарга', 'Vice chair', 'Хангайн Зэс ХХК', 'Khangai Copper LLC', true],
  ['Л.Баттулга', 'L. Battulga', 'Гишүүн', 'Member', 'Номин Говь Коал ХХК', 'Nomin Gobi Coal LLC', false],
  ['Ц.Мөнхзул', 'Ts. Munkhzul', 'Гишүүн', 'Member', 'Сэлэнгэ Төмөр ХХК', 'Selenge Iron LLC', true],
  ['Г.Пүрэвдорж', 'G. Purevdorj', 'Гишүүн', 'Member', 'Бор-Өндөр Флюорит ХХК', 'Bor-Undur Fluorite LLC', false],
  ['Э.Сүхбаатар', 'E. Sukhbaatar', 'Гишүүн', 'Member', 'Тэнгэр Майнинг ХХК', 'Tenger Mining LLC', false],
  ['О.Цэцэгмаа', 'O. Tsetsegmaa', 'Гишүүн', 'Member', 'Цайрын Өргөө ХХК', 'Tsairiin Urguu LLC', true],
  ['Р.Болдбаатар', 'R. Boldbaatar', 'Гишүүн', 'Member', 'Говь Логистик ХХК', 'Gobi Logistics LLC', false],
  ['М.Анужин', 'M. Anujin', 'Гишүүн', 'Member', 'Эрдэс Технологи ХХК', 'Erdes Technology LLC', true],
];

/** The working office: exactly seven staff, as the association page states. */
const OFFICE: readonly StaffPerson[] = [
  ['Д.Болормаа', 'D. Bolormaa', 'Гүйцэтгэх захирал', 'Executive director', 'bolormaa', true],
  ['Г.Тэмүүлэн', 'G. Temuulen', 'Контент менежер', 'Content manager', 'temuulen', false],
  ['Б.Сарангэрэл', 'B. Sarangerel', 'Хэвлэл мэдээллийн ажилтан', 'Press officer', 'sarangerel', true],
  ['Ч.Батзориг', 'Ch. Batzorig', 'Гишүүдтэй харилцах менежер', 'Membership manager', 'batzorig', false],
  ['Н.Номин', 'N. Nomin', 'Хариуцлагатай уул уурхайн зохицуулагч', 'Responsible mining coordinator', 'nomin', true],
  ['П.Ариунболд', 'P. Ariunbold', 'Хууль зүйн зөвлөх', 'Legal adviser', 'ariunbold', false],
  ['Х.Уянга', 'Kh. Uyanga', 'Нягтлан бодогч', 'Accountant', 'uyanga', true],
];

const AUDITORS: readonly CompanyPerson[] = [
  [
    'Ё.Отгонбаяр',
    'Yo. Otgonbayar',
    'Тэргүүлэх аудитор',
    'Lead auditor',
    'Ногоон Стандарт Аудит ХХК',
    'Green Standard Audit LLC',
    false,
  ],
  ['Ш.Ариунаа', 'Sh. Ariunaa', 'Аудитор', 'Auditor', 'Ногоон Стандарт Аудит ХХК', 'Green Standard Audit LLC', true],
  ['К.Ерлан', 'K. Yerlan', 'Аудитор', 'Auditor', 'ЭйчЭсИ Шалгалт ХХК', 'HSE Verify LLC', false],
];

function companyPerson(aboutCategory: 'Association' | 'Auditor', person: CompanyPerson): Person {
  const [name, nameEn, position, positionEn, company, companyEn, isWoman] = person;

  return { row: { aboutCategory, name, nameEn, position, positionEn, company, companyEn }, isWoman };
}

function staffPerson([name, nameEn, position, positionEn, mailbox, isWoman]: StaffPerson): Person {
  const email = `${mailbox}@mining-association.example`;

  return { row: { aboutCategory: 'Office', name, nameEn, position, positionEn, email }, isWoman };
}

const PEOPLE: Person[] = [
  ...PRESIDENTS,
  ...COUNCIL.map((person) => companyPerson('Association', person)),
  ...OFFICE.map(staffPerson),
  ...AUDITORS.map((person) => companyPerson('Auditor', person)),
];

const profileKey = (id: number): string => `about/seed-${String(id).padStart(2, '0')}.jpg`;

/** Honorary presidents, council, office and auditors with generated portrait placeholders. */
export function aboutPart(): SeedPart {
  return {
    files: PEOPLE.map((person, index) =>
      shownAs(
        'card',
        jpegFile(profileKey(index + 1), () => portrait(index, { isWoman: person.isWoman }), 82),
      ),
    ),
    insert: async (db: Database) => {
      await db
        .insert(aboutPeople)
        .values(PEOPLE.map(({ row }, index) => ({ id: index + 1, ...row, profile: profileKey(index + 1) })))
        .onConflictDoNothing();
    },
  };
}
