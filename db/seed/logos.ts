import 'server-only';

import type { Database } from '@/db';
import { logos, memberLogos } from '@/db/schema';

import { companyLogo } from './images/cards';
import { pngFile } from './images/render';
import type { SeedPart } from './part';

type Committee = 'pr' | 'env' | 'legal' | 'logistics';

/** Partners on the activity and responsible-mining pages: committee membership, initiative partners. */
const PARTNERS: ReadonlyArray<{ name: string; slug: string; committees: readonly Committee[]; isResponsibleMining: boolean }> = [
  { name: 'Хангайн Зэс ХХК', slug: 'khangai-copper', committees: ['env', 'pr'], isResponsibleMining: true },
  { name: 'Номин Говь Коал ХХК', slug: 'nomingobi-coal', committees: ['logistics'], isResponsibleMining: true },
  { name: 'Сэлэнгэ Төмөр ХХК', slug: 'selenge-iron', committees: ['legal'], isResponsibleMining: false },
  { name: 'Бор-Өндөр Флюорит ХХК', slug: 'borundur-fluorite', committees: ['env'], isResponsibleMining: true },
  { name: 'Тэнгэр Майнинг ХХК', slug: 'tenger-mining', committees: ['pr', 'legal'], isResponsibleMining: false },
  { name: 'Цайрын Өргөө ХХК', slug: 'tsairiin-urguu', committees: ['logistics', 'env'], isResponsibleMining: true },
  { name: 'Говь Логистик ХХК', slug: 'gobi-logistics', committees: ['logistics'], isResponsibleMining: false },
  { name: 'Эрдэс Технологи ХХК', slug: 'erdes-technology', committees: ['pr'], isResponsibleMining: false },
  { name: 'Ногоон Стандарт Аудит ХХК', slug: 'green-standard-audit', committees: ['env', 'legal'], isResponsibleMining: true },
  { name: 'Хууль Эрх Партнерс ХХН', slug: 'khuuli-erkh-partners', committees: ['legal'], isResponsibleMining: false },
  { name: 'Алтан Говь Ресурс ХК', slug: 'altangobi-resources', committees: ['pr', 'logistics'], isResponsibleMining: false },
  { name: 'Хөх Нуур Минерал ХХК', slug: 'khukhnuur-minerals', committees: ['env'], isResponsibleMining: false },
];

/** Name and web address slug. */
const BOARD_MEMBERS: ReadonlyArray<readonly [string, string]> = [
  ['Алтан Говь Ресурс ХК', 'altangobi-resources'],
  ['Хангайн Зэс ХХК', 'khangai-copper'],
  ['Номин Говь Коал ХХК', 'nomingobi-coal'],
  ['Сэлэнгэ Төмөр ХХК', 'selenge-iron'],
  ['Бор-Өндөр Флюорит ХХК', 'borundur-fluorite'],
  ['Тэнгэр Майнинг ХХК', 'tenger-mining'],
  ['Цайрын Өргөө ХХК', 'tsairiin-urguu'],
  ['Говь Логистик ХХК', 'gobi-logistics'],
  ['Эрдэс Технологи ХХК', 'erdes-technology'],
  ['Эрдэнэт Толгой Коппер ХХК', 'erdenet-tolgoi-copper'],
  ['Дархан Айрон Ор ХХК', 'darkhan-iron-ore'],
];

const MAIN_MEMBERS: ReadonlyArray<readonly [string, string]> = [
  ['Хөх Нуур Минерал ХХК', 'khukhnuur-minerals'],
  ['Айраг Жонш ХХК', 'airag-fluorspar'],
  ['Төмөртийн Овоо Майнинг ХХК', 'tumurtiin-ovoo-mining'],
  ['Оргил Майн Сервис ХХК', 'orgil-mine-service'],
  ['Говийн Өрөмдлөг ХХК', 'gobi-drilling'],
  ['Алтай Геосудлал ХХК', 'altai-geo'],
  ['Тал Нутаг Тээвэр ХХК', 'tal-nutag-transport'],
  ['Эко Нөхөн Сэргээлт ХХК', 'eco-rehab'],
  ['Хүдэр Энержи ХХК', 'khuder-energy'],
  ['Онон Алт ХХК', 'onon-gold'],
  ['Дорнод Минералс ХХК', 'dornod-minerals'],
  ['Сайншанд Ус ХХК', 'sainshand-water'],
  ['Баян Уул Инженеринг ХХК', 'bayan-uul-engineering'],
  ['Цагаан Суварга Коппер ХХК', 'tsagaan-suvarga-copper'],
  ['Шинэ Зам Логистик ХХК', 'shine-zam-logistics'],
  ['Хайрхан Лаборатори ХХК', 'khairkhan-laboratory'],
];

const partnerLogoKey = (id: number): string => `logos/seed-${String(id).padStart(2, '0')}.png`;
const memberLogoKey = (id: number): string => `member-logos/seed-${String(id).padStart(2, '0')}.png`;

export function logosPart(): SeedPart {
  const members = [
    ...BOARD_MEMBERS.map(([name, slug]) => ({ name, link: `https://www.${slug}.example`, boardMember: true, mainMember: false })),
    ...MAIN_MEMBERS.map(([name, slug]) => ({ name, link: `https://www.${slug}.example`, boardMember: false, mainMember: true })),
  ];

  return {
    files: [
      ...PARTNERS.map((_, index) => pngFile(partnerLogoKey(index + 1), () => companyLogo(index))),
      ...members.map((_, index) => pngFile(memberLogoKey(index + 1), () => companyLogo(index + 12))),
    ],
    insert: async (db: Database) => {
      await db
        .insert(logos)
        .values(
          PARTNERS.map((partner, index) => ({
            id: index + 1,
            name: partner.name,
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
