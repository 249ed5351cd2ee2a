import { cycle } from '../list';

/** Paragraph pairs (Mongolian, English) that fill the body of a demo news item after its summary. */
type Paragraph = readonly [mn: string, en: string];

const INDUSTRY: readonly Paragraph[] = [
  [
    'Салбарын мэргэжилтнүүдийн үзэж байгаагаар энэ үр дүн нь сүүлийн жилүүдэд дэд бүтэц, техник технологид хийсэн хөрөнгө оруулалтын үр шим юм. Цаашид ч тогтвортой өсөлтийг хангахын тулд төр, хувийн хэвшлийн хамтын ажиллагааг бэхжүүлэх шаардлагатай.',
    'Sector specialists see the result as the payoff of recent investment in infrastructure and technology. Sustaining the growth will require closer cooperation between the state and the private sector.',
  ],
  [
    'Холбооны Гүйцэтгэх захирал Д.Болормаа «Гишүүн компаниуд маань үйлдвэрлэлээ нэмэгдүүлэхийн зэрэгцээ аюулгүй ажиллагаа, байгаль орчны стандартаа дээшлүүлсээр байгаа нь сайшаалтай» гэж онцоллоо.',
    '“Our members keep raising their safety and environmental standards while growing production, and that deserves recognition,” said Executive Director D. Bolormaa.',
  ],
  [
    'Уул уурхайн салбар нь Монгол Улсын дотоодын нийт бүтээгдэхүүний 23 орчим хувь, экспортын 90 гаруй хувийг бүрдүүлдэг. Иймээс салбарын үр ашиг, хариуцлагатай байдал нь улс орны эдийн засгийн тогтвортой байдалд шууд нөлөөлдөг.',
    'Mining accounts for about 23 percent of Mongolia’s GDP and more than 90 percent of its exports, so the sector’s efficiency and responsibility directly shape the country’s economic stability.',
  ],
  [
    'Орон нутгийн иргэд, малчдын төлөөлөл уг ажлыг дэмжиж байгаагаа илэрхийлсэн бөгөөд компаниас үйл ажиллагааныхаа мэдээллийг тогтмол нээлттэй түгээхийг хүссэн байна.',
    'Local residents and herders’ representatives voiced their support and asked the company to keep sharing information about its operations openly and regularly.',
  ],
  [
    'Холбоо энэ чиглэлээр гишүүн байгууллагуудын туршлага солилцох уулзалтыг ойрын хугацаанд зохион байгуулж, шилдэг туршлагыг бусад компаниудад түгээхээр төлөвлөж байна.',
    'The association plans to hold an experience-sharing meeting of members on the topic soon and to spread the good practice to other companies.',
  ],
  [
    'Мэргэжилтнүүд дэлхийн зах зээлийн үнийн хэлбэлзэл, тээвэр логистикийн саатал зэрэг эрсдэлийг анхааралтай хянаж, урт хугацааны гэрээгээр борлуулалтаа баталгаажуулахыг зөвлөж байна.',
    'Experts advise watching risks such as world price swings and logistics bottlenecks closely, and securing sales through long-term contracts.',
  ],
];

const ARTICLE: readonly Paragraph[] = [
  [
    'Олон улсын туршлагаас харахад ийм шийдлийг амжилттай хэрэгжүүлсэн орнууд эхний шатанд хууль эрх зүйн тодорхой орчин бүрдүүлж, хөрөнгө оруулагчдад урт хугацааны баталгаа олгосон байдаг.',
    'International experience shows that countries which made this work first created a clear legal framework and gave investors long-term certainty.',
  ],
  [
    'Монголын нөхцөлд цаг агаарын эрс тэс уур амьсгал, алслагдсан байршил, дэд бүтцийн хязгаарлагдмал байдал зэрэг онцлогийг харгалзан үзэх шаардлагатай. Иймд шийдлийг шат дараатай, туршилтын төслөөр эхлүүлэх нь зүйтэй.',
    'In Mongolia the harsh climate, remote sites and limited infrastructure must be taken into account, so solutions are best introduced step by step, starting with pilot projects.',
  ],
  [
    'Судалгааны дүнгээс үзэхэд богино хугацааны зардал өндөр мэт боловч 10-15 жилийн хугацаанд тооцоход нийт өртөг буурч, эрсдэл мэдэгдэхүйц багасдаг.',
    'The findings show that although the short-term cost looks high, over 10 to 15 years the total cost falls and risks are reduced considerably.',
  ],
  [
    'Холбоо энэ сэдвээр гишүүдийнхээ дунд санал асуулга явуулж, бодлогын зөвлөмжийг бэлтгэн холбогдох яамдад хүргүүлэх юм.',
    'The association will survey its members on the subject and send policy recommendations to the relevant ministries.',
  ],
];

const PRESS: readonly Paragraph[] = [
  [
    'Монголын үндэсний уул уурхайн холбоо нь 1994 онд байгуулагдсан, салбарын 200 гаруй аж ахуйн нэгжийг эгнээндээ нэгтгэдэг төрийн бус байгууллага юм.',
    'The Mongolian National Mining Association, founded in 1994, is a non-governmental organisation uniting more than 200 companies of the sector.',
  ],
  [
    'Холбоо нь хариуцлагатай уул уурхайн зарчмыг 2006 оноос хойш тууштай сурталчилж, гишүүдийнхээ эрх ашгийг хамгаалж, төр болон олон нийттэй нээлттэй харилцаж ирсэн.',
    'Since 2006 the association has consistently promoted responsible mining, represented its members and kept an open dialogue with the state and the public.',
  ],
  [
    'Дэлгэрэнгүй мэдээллийг холбооны Хэвлэл мэдээллийн албанаас авна уу. Утас: 7011-2345, и-мэйл: press@mining-association.example',
    'For more information please contact the association’s press office. Phone: 7011-2345, e-mail: press@mining-association.example',
  ],
];

const EVENT: readonly Paragraph[] = [
  [
    'Арга хэмжээнд төрийн байгууллага, гишүүн компаниуд, олон улсын байгууллага, иргэний нийгмийн төлөөлөл, нийт 350 гаруй хүн оролцлоо.',
    'More than 350 people attended, from government agencies, member companies, international organisations and civil society.',
  ],
  [
    'Хэлэлцүүлгийн үеэр оролцогчид салбарын тулгамдсан асуудлыг хөндөж, шийдвэрлэх арга замын талаар санал солилцов. Хэлэлцүүлгийн зөвлөмжийг нэгтгэн Засгийн газарт хүргүүлнэ.',
    'Participants raised the most pressing challenges of the sector and exchanged views on solutions. The recommendations will be compiled and sent to the Government.',
  ],
  [
    'Зохион байгуулагчид дараагийн удаагийн арга хэмжээг ирэх жил зохион байгуулахаар төлөвлөж байгаа бөгөөд бүртгэлийн мэдээллийг холбооны цахим хуудсаар зарлана.',
    'The organisers plan to hold the next edition next year; registration details will be announced on the association’s website.',
  ],
];

const EVENT_AGENDA: Paragraph = [
  '<ul><li>Нээлтийн үг, салбарын тойм</li><li>Хэлэлцүүлэг: хариуцлагатай уул уурхай ба орон нутгийн хөгжил</li><li>Гишүүн компаниудын туршлага</li><li>Зөвлөмж батлах</li></ul>',
  '<ul><li>Opening remarks and sector overview</li><li>Panel: responsible mining and local development</li><li>Experience of member companies</li><li>Adoption of recommendations</li></ul>',
];

function poolFor(cid: number): readonly Paragraph[] {
  if (cid === 9) return ARTICLE;
  if (cid === 10) return PRESS;
  if (cid === 8) return INDUSTRY;

  return EVENT;
}

/** The HTML bodies of one item: its summary, then two paragraphs of its category (an agenda for events). */
export function newsBodies(cid: number, index: number, summary: Paragraph): Paragraph {
  const pool = poolFor(cid);
  const parts: Paragraph[] = [summary, cycle(pool, index), cycle(pool, index + 2)];
  const isEvent = cid === 13 || cid === 17 || cid === 18;
  const mn = parts.map(([text]) => `<p>${text}</p>`).join('\n') + (isEvent ? `\n${EVENT_AGENDA[0]}` : '');
  const en = parts.map(([, text]) => `<p>${text}</p>`).join('\n') + (isEvent ? `\n${EVENT_AGENDA[1]}` : '');

  return [mn, en];
}
