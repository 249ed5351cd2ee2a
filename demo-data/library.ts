import 'server-only';

import type { Database } from '@/db';
import { documents, minerals, sustainableMiningItems, videos } from '@/db/schema';

import { type SeedFile, shownAs } from './files';
import { mineral, poster } from './images/cards';
import { jpegFile } from './images/render';
import type { SceneKind } from './images/scenes';
import { buildPdf } from './media/pdf';
import { demoClip } from './media/video';
import type { SeedPart } from './part';

export function pdfFile(key: string, content: Parameters<typeof buildPdf>[0]): SeedFile {
  return { key, contentType: 'application/pdf', render: () => buildPdf(content) };
}

const DOCUMENTS = [
  {
    title: 'Хариуцлагатай уул уурхайн кодекс',
    titleEn: 'Responsible Mining Code',
    text: 'The code sets out 8 principles and 29 requirements in 5 scopes: governance, health and safety, environment, communities, and human rights. Members assess themselves against it every year.',
  },
  {
    title: 'Өөрийн үнэлгээ хийх заавар',
    titleEn: 'Self-assessment guide',
    text: 'How to answer each requirement, which evidence to attach, and how the section and overall percentages are calculated.',
  },
  {
    title: 'Нөхөн сэргээлтийн шилдэг туршлагын гарын авлага',
    titleEn: 'Handbook of good practice in land rehabilitation',
    text: 'Technical and biological rehabilitation, topsoil management, native seed mixes and monitoring, with case studies from member mines.',
  },
  {
    title: 'Орон нутагтай харилцах зөвлөмж',
    titleEn: 'Guidance on community engagement',
    text: 'Stakeholder mapping, grievance mechanisms, local development agreements and transparent reporting to soum citizens.',
  },
];

const MINERAL_COLOURS = ['#b45309', '#eab308', '#7c3aed', '#52525b', '#991b1b', '#a16207', '#94a3b8', '#0d9488'];

const VIDEOS: ReadonlyArray<{ title: string; titleEn: string; scene: SceneKind; truck: string }> = [
  {
    title: 'Уул уурхай 101: Хайгуул гэж юу вэ?',
    titleEn: 'Mining 101: What is exploration?',
    scene: 'steppe',
    truck: '#facc15',
  },
  {
    title: 'Уул уурхай 101: Ил уурхайн олборлолт',
    titleEn: 'Mining 101: Open-pit mining',
    scene: 'pit',
    truck: '#f97316',
  },
  {
    title: 'Уул уурхай 101: Тээвэр ба логистик',
    titleEn: 'Mining 101: Transport and logistics',
    scene: 'rail',
    truck: '#22c55e',
  },
];

const SUSTAINABLE_ITEMS = [
  ['Мод тарьж, ногоон бүс байгуулъя', 'Plant trees and create green belts'],
  ['Усыг хэмнэж, дахин ашиглая', 'Save water and reuse it'],
  ['Сэргээгдэх эрчим хүчийг дэмжье', 'Support renewable energy'],
  ['Орон нутгийн ханган нийлүүлэгчдийг дэмжье', 'Buy from local suppliers'],
  ['Хог хаягдлыг дахин боловсруулъя', 'Recycle waste'],
  ['Газрыг нөхөн сэргээе', 'Rehabilitate the land'],
] as const;

/** Downloads and media of the project pages: documents, minerals, Mining 101 videos, sustainable-mining posters. */
export function libraryPart(): SeedPart {
  const documentKey = (id: number): string => `documents/seed-${id}.pdf`;
  const mineralKey = (id: number): string => `minerals/seed-${id}.jpg`;
  const videoKey = (id: number): string => `videos/seed-${id}.mp4`;
  const posterKey = (id: number): string => `sustainable/seed-${id}.jpg`;
  const posterPdfKey = (id: number): string => `sustainable/seed-${id}.pdf`;

  const files: SeedFile[] = [
    ...DOCUMENTS.map((document, index) =>
      pdfFile(documentKey(index + 1), {
        title: document.titleEn,
        subtitle: 'Mongolian National Mining Association',
        paragraphs: [document.text],
      }),
    ),
    ...MINERAL_COLOURS.map((colour, index) =>
      shownAs(
        'card',
        jpegFile(mineralKey(index + 1), () => mineral(index, colour)),
      ),
    ),
    ...VIDEOS.map((video, index) => ({
      key: videoKey(index + 1),
      contentType: 'video/mp4',
      render: () => demoClip(video.scene, 200 + index, video.truck),
    })),
    ...SUSTAINABLE_ITEMS.flatMap(([, titleEn], index) => [
      shownAs(
        'cover',
        jpegFile(posterKey(index + 1), () => poster(index)),
      ),
      pdfFile(posterPdfKey(index + 1), {
        title: `Sustainable mining poster ${index + 1}`,
        subtitle: titleEn,
        paragraphs: [`${titleEn}. Print this poster and put it up at your mine site.`],
        colour: [0.05, 0.3, 0.45],
      }),
    ]),
  ];

  return {
    files,
    insert: async (db: Database) => {
      await db
        .insert(documents)
        .values(
          DOCUMENTS.map((document, index) => ({
            id: index + 1,
            title: document.title,
            titleEn: document.titleEn,
            pdf: documentKey(index + 1),
          })),
        )
        .onConflictDoNothing();
      await db
        .insert(minerals)
        .values(MINERAL_COLOURS.map((_, index) => ({ id: index + 1, image: mineralKey(index + 1) })))
        .onConflictDoNothing();
      await db
        .insert(videos)
        .values(
          VIDEOS.map((video, index) => ({
            id: index + 1,
            title: video.title,
            titleEn: video.titleEn,
            video: videoKey(index + 1),
          })),
        )
        .onConflictDoNothing();
      await db
        .insert(sustainableMiningItems)
        .values(
          SUSTAINABLE_ITEMS.map(([title, titleEn], index) => ({
            id: index + 1,
            title,
            titleEn,
            poster: posterKey(index + 1),
            pdf: posterPdfKey(index + 1),
          })),
        )
        .onConflictDoNothing();
    },
  };
}
