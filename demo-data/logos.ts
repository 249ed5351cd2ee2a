import 'server-only';

import type { Database } from '@/db';
import { logos, memberLogos } from '@/db/schema';

import { shownAs } from './files';
import { companyLogo } from './images/cards';
import { pngFile } from './images/render';
import type { SeedPart } from './part';

type Committee = 'pr' | 'env' | 'legal' | 'logistics';

/** Partners on the activity and responsible-mining pages: committee membership, initiative partners. */
const PARTNERS: ReadonlyArray<{
  name: string;
  nameEn: string;
  slug: string;
  committees: readonly Committee[];
  isResponsibleMining: boolean;
}> = [
  {
    name: 'Хангайн Зэс ХХК',
    nameEn: 'Khangai Copper LLC',
    slug: 'khangai-copper',
    committees: ['env', 'pr'],
    isResponsibleMining: true,
  },
  {
    name: 'Номин Говь Коал ХХК',
    nameEn: 'Nomin Gobi Coal LLC',
    slug: 'nomingobi-coal',
    committees: ['logistics'],
    isResponsibleMining: true,
  },
  {
    name: 'Сэлэнгэ Төмөр ХХК',
    nameEn: 'Selenge Iron LLC',
    slug: 'selenge-iron',
    committees: ['legal'],
    isResponsibleMining: false,
  },
  {
    name: 'Бор-Өндөр Флюорит ХХК',
    nameEn: 'Bor-Undur Fluorite LLC',
    slug: 'borundur-fluorite',
    committees: ['env'],
    isResponsibleMining: true,
  },
  {
    name: 'Тэнгэр Майнинг ХХК',
    nameEn: 'Tenger Mining LLC',
    slug: 'tenger-mining',
    committees: ['pr', 'legal'],
    isResponsibleMining: false,
  },
  {
    name: 'Цайрын Өргөө ХХК',
    nameEn: 'Tsairiin Urguu LLC',
    slug: 'tsairiin-urguu',
    committees: ['logistics', 'env'],
    isResponsibleMining: true,
  },
  {
    name: 'Говь Логистик ХХК',
    nameEn: 'Gobi Logistics LLC',
    slug: 'gobi-logistics',
    committees: ['logistics'],
    isResponsibleMining: false,
  },
  {
    name: 'Эрдэс Технологи ХХК',
    nameEn: 'Erdes Technology LLC',
    slug: 'erdes-technology',
    committees: ['pr'],
    isResponsibleMining: false,
  },
  {
    name: 'Ногоон Стандарт Аудит ХХК',
    nameEn: 'Green Standard Audit LLC',
    slug: 'green-standard-audit',
    committees: ['env', 'legal'],
    isResponsibleMining: true,
  },
  {
    name: 'Хууль Эрх Партнерс ХХН',
    nameEn: 'Khuuli Erkh Partners LLP',
    slug: 'khuuli-erkh-partners',
    committees: ['legal'],
    isResponsibleMining: false,
  },
  {
    name: 'Алтан Говь Ресурс ХК',
    nameEn: 'Altan Gobi Resources JSC',
    slug: 'altangobi-resources',
    committees: ['pr', 'logistics'],
    isResponsibleMining: false,
  },
  {
    name: 'Хөх Нуур Минерал ХХК',
    nameEn: 'Khukh Nuur Minerals LLC',
    slug: 'khukhnuur-minerals',
    committees: ['env'],
    isResponsibleMining: false,
  },
];

/** Name, English name and web address slug. */
const BOARD_MEMBERS: ReadonlyArray<readonly [string, string, string]> = [
  ['Алтан Говь Ресурс ХК', 'Altan Gobi Resources JSC', 'altangobi-resources'],
  ['Хангайн Зэс ХХК', 'Khangai Copper LLC', 'khangai-copper'],
  ['Номин Говь Коал ХХК', 'Nomin Gobi Coal LLC', 'nomingobi-coal'],
  ['Сэлэнгэ Төмөр ХХК', 'Selenge Iron LLC', 'selenge-iron'],
  ['Бор-Өндөр Флюорит ХХК', 'Bor-Undur Fluorite LLC', 'borundur-fluorite'],
  ['Тэнгэр Майнинг ХХК', 'Tenger Mining LLC', 'tenger-mining'],
  ['Цайрын Өргөө ХХК', 'Tsairiin Urguu LLC', 'tsairiin-urguu'],
  ['Говь Логистик ХХК', 'Gobi Logistics LLC', 'gobi-logistics'],
  ['Эрдэс Технологи ХХК', 'Erdes Technology LLC', 'erdes-technology'],
  ['Эрдэнэт Толгой Коппер ХХК', 'Erdenet Tolgoi Copper LLC', 'erdenet-tolgoi-copper'],
  ['Дархан Айрон Ор ХХК', 'Darkhan Iron Ore LLC', 'darkhan-iron-ore'],
];

const MAIN_MEMBERS: ReadonlyArray<readonly [string, string, string]> = [
  ['Хөх Нуур Минерал ХХК', 'Khukh Nuur Minerals LLC', 'khukhnuur-minerals'],
  ['Айраг Жонш ХХК', 'Airag Fluorspar LLC', 'airag-fluorspar'],
  ['Төмөртийн Овоо Майнинг ХХК', 'Tumurtiin Ovoo Mining LLC', 'tumurtiin-ovoo-mining'],
  ['Оргил Майн Сервис ХХК', 'Orgil Mine Service LLC', 'orgil-mine-service'],
  ['Говийн Өрөмдлөг ХХК', 'Gobi Drilling LLC', 'gobi-drilling'],
  ['Алтай Геосудлал ХХК', 'Altai Geological Survey LLC', 'altai-geo'],
  ['Тал Нутаг Тээвэр ХХК', 'Tal Nutag Transport LLC', 'tal-nutag-transport'],
  ['Эко Нөхөн Сэргээлт ХХК', 'Eco Rehabilitation LLC', 'eco-rehab'],
  ['Хүдэр Энержи ХХК', 'Khuder Energy LLC', 'khuder-energy'],
  ['Онон Алт ХХК', 'Onon Gold LLC', 'onon-gold'],
  ['Дорнод Минералс ХХК', 'Dornod Minerals LLC', 'dornod-minerals'],
  ['Сайншанд Ус ХХК', 'Sainshand Water LLC', 'sainshand-water'],
  ['Баян Уул Инженеринг ХХК', 'Bayan Uul Engineering LLC', 'bayan-uul-engineering'],
  ['Цагаан Суварга Коппер ХХК', 'Tsagaan Suvarga Copper LLC', 'tsagaan-suvarga-copper'],
  ['Шинэ Зам Логистик ХХК', 'Shine Zam Logistics LLC', 'shine-zam-logistics'],
  ['Хайрхан Лаборатори ХХК', 'Khairkhan Laboratory LLC', 'khairkhan-laboratory'],
];

const partnerLogoKey = (id: number): string => `logos/seed-${String(id).padStart(2, '0')}.png`;
const memberLogoKey = (id: number): string => `member-logos/seed-${String(id).padStart(2, '0')}.png`;

export function logosPart(): SeedPart {
  const members = [
    ...BOARD_MEMBERS.map(([name, nameEn, slug]) => ({
      name,
      nameEn,
      link: `https://www.${slug}.example`,
      boardMember: true,
      mainMember: false,
    })),
    ...MAIN_MEMBERS.map(([name, nameEn, slug]) => ({
      name,
      nameEn,
      link: `https://www.${slug}.example`,
      boardMember: false,
      mainMember: true,
    })),
  ];

  return {
    files: [
      ...PARTNERS.map((_, index) =>
        shownAs(
          'card',
          pngFile(partnerLogoKey(index + 1), () => companyLogo(index)),
        ),
      ),
      ...members.map((_, index) =>
        shownAs(
          'card',
          pngFile(memberLogoKey(index + 1), () => companyLogo(index + 12)),
        ),
      ),
    ],
    insert: async (db: Database) => {
      await db
        .insert(logos)
        .values(
          PARTNERS.map((partner, index) => ({
            id: index + 1,
            name: partner.name,
            nameEn: partner.nameEn,
            logo: partnerLogoKey(index + 1),
            link: `https://www.${partner.slug}.example`,
            publicRelationsCommittee: partner.committees.includes('pr'),
            environmentCommittee: partner.committees.includes('env'),
            legalCommittee: partner.committees.includes('legal'),
            logisticsCommittee: partner.committees.includes('logistics'),
            responsibleMining: partner.isResponsibleMining,
          })),
        )
        .onConflictDoNothing();
      await db
        .insert(memberLogos)
        .values(members.map((member, index) => ({ id: index + 1, ...member, logo: memberLogoKey(index + 1) })))
        .onConflictDoNothing();
    },
  };
}
