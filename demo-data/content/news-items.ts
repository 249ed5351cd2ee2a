import type { SceneKind } from '../images/scenes';

/** One demo news item: category, cover theme, and its Mongolian and English title and summary. */
export type NewsItem = {
  cid: 8 | 9 | 10 | 13 | 17 | 18;
  scene: SceneKind;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
};

/** Newest first; the seed spreads them over the last eight months in this order. */
export const NEWS_ITEMS: NewsItem[] = [
  {
    cid: 8,
    scene: 'rail',
    title: 'Нүүрсний экспорт сүүлийн улиралд 18 хувиар өслөө',
    titleEn: 'Coal exports rose 18 percent in the last quarter',
    summary:
      'Хилийн боомтуудын нэвтрүүлэх хүчин чадал нэмэгдэж, төмөр замын тээвэр тогтвортой явагдсан нь экспортын өсөлтөд нөлөөлжээ.',
    summaryEn: 'Higher capacity at the border crossings and steady rail transport drove the growth in exports.',
  },
  {
    cid: 13,
    scene: 'conference',
    title: 'Хариуцлагатай уул уурхайн шагнал гардуулах ёслол боллоо',
    titleEn: 'Responsible Mining Awards ceremony held',
    summary:
      'Энэ жилийн шагналд 14 компани нэр дэвшиж, аюулгүй ажиллагаа, нөхөн сэргээлт, орон нутгийн хөгжлийн төрлөөр шалгарагчдыг тодрууллаа.',
    summaryEn:
      'Fourteen companies were nominated this year; winners were named for safety, rehabilitation and local development.',
  },
  {
    cid: 8,
    scene: 'plant',
    title: '«Хангайн Зэс» баяжуулах үйлдвэрийн хоёрдугаар ээлжийг ашиглалтад орууллаа',
    titleEn: 'Khangai Copper commissions the second phase of its concentrator',
    summary:
      'Шинэ ээлж ашиглалтад орсноор үйлдвэрийн жилийн хүчин чадал 6 сая тонн хүдэр боловсруулах хэмжээнд хүрлээ.',
    summaryEn: 'With the new phase the plant can now process 6 million tonnes of ore a year.',
  },
  {
    cid: 10,
    scene: 'press',
    title: 'Холбооноос ашигт малтмалын тухай хуулийн төсөлд санал хүргүүллээ',
    titleEn: 'Association submits comments on the draft minerals law',
    summary:
      'Гишүүн компаниудын 40 гаруй саналыг нэгтгэж, тусгай зөвшөөрлийн ил тод байдал, нөхөн сэргээлтийн баталгааны талаар зөвлөмж гаргалаа.',
    summaryEn:
      'More than 40 comments from members were consolidated into recommendations on licence transparency and rehabilitation bonds.',
  },
  {
    cid: 8,
    scene: 'truck',
    title: 'Уурхайн тээврийн жолооч нарын аюулгүй ажиллагааны сургалт зохион байгууллаа',
    titleEn: 'Safety training held for mine haul-truck drivers',
    summary:
      'Өмнөговь аймагт болсон сургалтад 9 компанийн 180 жолооч хамрагдаж, ядаргаа хянах систем, шөнийн ээлжийн дүрмийг судаллаа.',
    summaryEn: 'In Umnugovi, 180 drivers from nine companies studied fatigue monitoring and night-shift rules.',
  },
  {
    cid: 17,
    scene: 'steppe',
    title: 'Говийн бүсийн уул уурхайн чуулган Даланзадгадад боллоо',
    titleEn: 'Gobi regional mining conference held in Dalanzadgad',
    summary: 'Чуулганд орон нутгийн удирдлага, малчид, компаниуд оролцож, усны нөөц ба бэлчээрийн асуудлыг хэлэлцлээ.',
    summaryEn: 'Local authorities, herders and companies discussed water resources and pastureland.',
  },
  {
    cid: 8,
    scene: 'chart',
    title: 'Уул уурхайн салбар улсын төсвийн орлогын 27 хувийг бүрдүүллээ',
    titleEn: 'Mining provided 27 percent of state budget revenue',
    summary:
      'Оны эхний есөн сарын гүйцэтгэлээр салбараас төвлөрүүлсэн татвар, төлбөрийн хэмжээ өмнөх оноос 12 хувиар нэмэгджээ.',
    summaryEn:
      'Taxes and royalties collected from the sector in the first nine months were 12 percent higher than a year earlier.',
  },
  {
    cid: 9,
    scene: 'solar',
    title: 'Уурхайн эрчим хүчний шилжилт: нар, салхи хэр бодитой вэ?',
    titleEn: 'The energy transition at mines: how realistic are sun and wind?',
    summary:
      'Алслагдсан уурхайнууд дизель генератороос нар, салхины эх үүсвэр рүү шилжих боломжийг эдийн засгийн талаас нь авч үзлээ.',
    summaryEn: 'We look at the economics of remote mines moving from diesel generators to solar and wind power.',
  },
  {
    cid: 8,
    scene: 'excavator',
    title: '«Сэлэнгэ Төмөр» шинэ экскаватор, өөрөө буулгагч машин худалдан авлаа',
    titleEn: 'Selenge Iron buys new excavators and haul trucks',
    summary:
      'Шинэ техник нь түлшний зарцуулалтыг 15 хувиар бууруулж, ажлын бүтээмжийг нэмэгдүүлнэ гэж компаниас мэдэгдэв.',
    summaryEn: 'The company says the new fleet will cut fuel use by 15 percent and raise productivity.',
  },
  {
    cid: 18,
    scene: 'conference',
    title: 'Үндэсний аж үйлдвэржилтийн зөвлөгөөн: коксжуулах үйлдвэрийн төсөл хэлэлцэгдлээ',
    titleEn: 'National industrialization meeting discusses a coking plant project',
    summary:
      'Зөвлөгөөнд коксжих нүүрсийг дотооддоо боловсруулж нэмүү өртөг шингээх төслийн техник, эдийн засгийн үндэслэлийг танилцууллаа.',
    summaryEn: 'The feasibility study of a plant to process coking coal at home and add value was presented.',
  },
  {
    cid: 8,
    scene: 'pit',
    title: 'Ил уурхайн налууны тогтворжилтыг хиймэл дагуулын мэдээгээр хянаж эхэллээ',
    titleEn: 'Open-pit slope stability now monitored from satellite data',
    summary:
      'Радарын хиймэл дагуулын мэдээгээр налуугийн хөдөлгөөнийг миллиметрийн нарийвчлалтай тогтоох систем нэвтэрлээ.',
    summaryEn: 'A system using radar satellite data now measures slope movement to the millimetre.',
  },
  {
    cid: 10,
    scene: 'press',
    title: 'Холбоо 2026 оны гишүүдийн ээлжит хурлаа зарлалаа',
    titleEn: 'Association calls its 2026 general assembly of members',
    summary: 'Хурлаар Удирдах зөвлөлийн тайлан, дараагийн гурван жилийн стратеги, гишүүний татварын хэмжээг хэлэлцэнэ.',
    summaryEn: 'The assembly will discuss the board report, the strategy for the next three years and membership fees.',
  },
  {
    cid: 8,
    scene: 'steppe',
    title: 'Нөхөн сэргээсэн 120 га талбайг орон нутагт хүлээлгэн өглөө',
    titleEn: '120 hectares of rehabilitated land handed back to the community',
    summary:
      'Дорноговь аймгийн Айраг суманд хаагдсан жоншны уурхайн талбайг биологийн нөхөн сэргээлт хийж бэлчээр болгон шилжүүллээ.',
    summaryEn: 'A closed fluorspar mine in Airag soum, Dornogovi, was rehabilitated and returned as pasture.',
  },
  {
    cid: 13,
    scene: 'conference',
    title: 'Уул уурхайн долоо хоног 2026 үзэсгэлэнд 300 гаруй байгууллага оролцоно',
    titleEn: 'Over 300 organisations to exhibit at Mining Week 2026',
    summary: 'Олон улсын үзэсгэлэн, чуулганы бүртгэл нээгдэж, 20 орны компаниуд оролцохоо баталгаажууллаа.',
    summaryEn:
      'Registration for the international expo and conference is open; companies from 20 countries have confirmed.',
  },
  {
    cid: 8,
    scene: 'rail',
    title: 'Зүүнбаян–Ханги төмөр замаар анхны нүүрсний галт тэрэг явлаа',
    titleEn: 'First coal train runs on the Zuunbayan–Khangi railway',
    summary:
      'Шинэ чиглэлээр жилд 20 сая тонн ачаа тээвэрлэх боломжтой бөгөөд авто тээврийн ачааллыг мэдэгдэхүйц бууруулна.',
    summaryEn: 'The new line can carry 20 million tonnes a year and will relieve road transport considerably.',
  },
  {
    cid: 9,
    scene: 'chart',
    title: 'Зэсийн үнийн хэлбэлзэл Монголын эдийн засагт хэрхэн нөлөөлдөг вэ?',
    titleEn: 'How do copper price swings affect Mongolia’s economy?',
    summary:
      'Дэлхийн зах зээл дэх зэсийн үнэ 10 хувиар өөрчлөгдөхөд экспортын орлого, төсөв, ханшид ямар нөлөө үзүүлдгийг тайлбарлав.',
    summaryEn:
      'What a 10 percent move in the world copper price means for export earnings, the budget and the exchange rate.',
  },
  {
    cid: 8,
    scene: 'plant',
    title: '«Бор-Өндөр Флюорит» хүчилд тэсвэртэй жоншны баяжмал үйлдвэрлэж эхэллээ',
    titleEn: 'Bor-Undur Fluorite starts producing acid-grade fluorspar',
    summary:
      'Флотацийн шинэ шугам нь 97 хувийн агуулгатай баяжмал гаргаж, экспортын үнийг хоёр дахин өсгөх боломж олгоно.',
    summaryEn: 'A new flotation line makes 97 percent concentrate, which can double the export price.',
  },
  {
    cid: 17,
    scene: 'steppe',
    title: 'Төвийн бүсийн чуулган Дарханд: ажиллах хүчний хэрэгцээ хэлэлцэгдлээ',
    titleEn: 'Central regional conference in Darkhan discusses workforce needs',
    summary:
      'Политехник коллежууд болон компаниуд мэргэжилтэй ажилтан бэлтгэх хамтын ажиллагааны санамж бичигт гарын үсэг зурлаа.',
    summaryEn: 'Polytechnic colleges and companies signed a memorandum on training skilled workers together.',
  },
  {
    cid: 8,
    scene: 'truck',
    title: 'Уурхайн салбарт ажиллагсдын тоо 60 мянгад хүрлээ',
    titleEn: 'Mining employment reaches 60,000',
    summary:
      'Үндэсний статистикийн мэдээгээр салбарын ажиллагсдын 18 хувь нь эмэгтэйчүүд бөгөөд энэ үзүүлэлт жил бүр нэмэгдэж байна.',
    summaryEn:
      'According to national statistics, 18 percent of the workforce are women, a share that grows every year.',
  },
  {
    cid: 10,
    scene: 'press',
    title: 'Холбоо олборлох үйлдвэрлэлийн ил тод байдлын тайланг дэмжиж байгаагаа илэрхийллээ',
    titleEn: 'Association reaffirms support for extractive-industry transparency reporting',
    summary:
      'Гишүүн компаниуд 2025 оны татвар, төлбөрийн мэдээллээ цахим системд хугацаанд нь бүрэн оруулсныг холбоо сайшаав.',
    summaryEn: 'The association welcomed that members filed their 2025 tax and payment data in full and on time.',
  },
  {
    cid: 8,
    scene: 'pit',
    title: 'Уурхайн ус дахин ашиглалтын түвшин 85 хувьд хүрлээ',
    titleEn: 'Water reuse at mines reaches 85 percent',
    summary:
      'Говийн бүсийн томоохон уурхайнууд хаягдлын далангийн усыг цэвэршүүлж дахин ашигласнаар газрын доорх усны хэрэглээг бууруулжээ.',
    summaryEn: 'Large Gobi mines reduced groundwater use by treating and reusing water from tailings dams.',
  },
  {
    cid: 18,
    scene: 'plant',
    title: 'Зэс хайлуулах үйлдвэрийн төсөл: хөрөнгө оруулагчидтай уулзалт боллоо',
    titleEn: 'Copper smelter project: meeting with investors',
    summary:
      'Үндэсний аж үйлдвэржилтийн зөвлөгөөний хүрээнд зэс хайлуулах үйлдвэрийн санхүүжилтийн хувилбаруудыг хэлэлцлээ.',
    summaryEn:
      'Financing options for a copper smelter were discussed as part of the national industrialization meeting.',
  },
  {
    cid: 8,
    scene: 'excavator',
    title: 'Далд уурхайн аврах багуудын улсын уралдаан боллоо',
    titleEn: 'National underground mine-rescue competition held',
    summary: 'Найман багийн дунд болсон уралдаанд «Тэнгэр Майнинг» компанийн аврах баг тэргүүн байр эзэллээ.',
    summaryEn: 'Of the eight teams competing, the rescue team of Tenger Mining took first place.',
  },
  {
    cid: 13,
    scene: 'conference',
    title: '«Ирээдүйн уурхайчид» зуны сургалтад 120 сурагч хамрагдлаа',
    titleEn: '120 pupils join the Future Miners summer school',
    summary: 'Сурагчид долоо хоногийн турш геологийн хээрийн дадлага хийж, уурхай, лабораторитой танилцлаа.',
    summaryEn: 'For a week the pupils did geological field work and visited a mine and a laboratory.',
  },
  {
    cid: 8,
    scene: 'solar',
    title: 'Уурхайн 30 МВт-ын нарны цахилгаан станц ашиглалтад орлоо',
    titleEn: 'A 30 MW solar plant starts supplying a mine',
    summary:
      'Станц нь уурхайн цахилгааны хэрэгцээний 25 хувийг хангаж, жилд 40 мянган тонн нүүрсхүчлийн хийн ялгарлыг бууруулна.',
    summaryEn: 'The plant covers a quarter of the mine’s power demand and avoids 40,000 tonnes of CO2 a year.',
  },
  {
    cid: 9,
    scene: 'steppe',
    title: 'Орон нутгийн хөгжлийн гэрээ: сайн туршлагаас суралцах нь',
    titleEn: 'Local development agreements: learning from good practice',
    summary:
      'Компани ба сумын хооронд байгуулсан гэрээ амжилттай хэрэгжихэд ил тод байдал, иргэдийн оролцоо хэрхэн нөлөөлдгийг судаллаа.',
    summaryEn: 'How transparency and citizen participation make agreements between companies and soums work.',
  },
  {
    cid: 8,
    scene: 'rail',
    title: 'Гашуунсухайт боомтоор өдөрт 1,200 машин нэвтэрч байна',
    titleEn: 'Gashuunsukhait border crossing handles 1,200 trucks a day',
    summary:
      'Автомат удирдлагатай тээврийн систем нэвтэрснээр хилээр нэвтрэх хугацаа дунджаар 40 минут болж богиносжээ.',
    summaryEn: 'An automated transport system cut the average crossing time to 40 minutes.',
  },
  {
    cid: 17,
    scene: 'steppe',
    title: 'Зүүн бүсийн чуулган Чойбалсанд: хайгуулын ажлыг эрчимжүүлэх нь',
    titleEn: 'Eastern regional conference in Choibalsan: stepping up exploration',
    summary:
      'Зүүн аймгуудад хайгуулын тусгай зөвшөөрөл олгох, геологийн мэдээллийн санг нээлттэй болгох асуудлыг хэлэлцлээ.',
    summaryEn: 'Exploration licensing in the eastern provinces and open geological data were discussed.',
  },
  {
    cid: 8,
    scene: 'plant',
    title: 'Цайрын баяжмалын экспорт шинэ дээд амжилт тогтоолоо',
    titleEn: 'Zinc concentrate exports hit a record',
    summary: '«Цайрын Өргөө» компанийн үйлдвэрлэл нэмэгдсэнээр оны эхний хагаст 95 мянган тонн баяжмал экспортолжээ.',
    summaryEn: 'Higher output at Tsairiin Urguu brought first-half exports to 95,000 tonnes of concentrate.',
  },
  {
    cid: 10,
    scene: 'press',
    title: 'Холбоо болон Уул уурхайн яам хамтын ажиллагааны санамж бичиг байгууллаа',
    titleEn: 'Association and Ministry of Mining sign a cooperation memorandum',
    summary:
      'Санамж бичгийн хүрээнд бодлогын зөвлөлдөх уулзалт улирал бүр зохион байгуулж, салбарын статистикийг хамтран боловсруулна.',
    summaryEn:
      'Under the memorandum the parties will hold quarterly policy consultations and compile sector statistics together.',
  },
  {
    cid: 8,
    scene: 'truck',
    title: 'Уурхайн автомат удирдлагатай тээврийн туршилт амжилттай боллоо',
    titleEn: 'Autonomous haulage trial at a mine succeeds',
    summary: 'Жолоочгүй гурван машин зургаан сарын туршилтын хугацаанд осолгүй ажиллаж, бүтээмж 12 хувиар өссөн байна.',
    summaryEn: 'Three driverless trucks ran for six months without incident and raised productivity by 12 percent.',
  },
  {
    cid: 18,
    scene: 'conference',
    title: 'Ган үйлдвэрлэлийн кластерын санал аж үйлдвэржилтийн зөвлөгөөнд танилцуулагдлаа',
    titleEn: 'Steel cluster proposal presented to the industrialization meeting',
    summary:
      'Сэлэнгэ, Дархан-Уул аймгийн төмрийн хүдрийн ордуудыг түшиглэсэн ган үйлдвэрлэлийн кластерын санал хэлэлцэгдлээ.',
    summaryEn: 'A steel cluster built on the iron ore deposits of Selenge and Darkhan-Uul was discussed.',
  },
  {
    cid: 8,
    scene: 'pit',
    title: 'Хайгуулын ажилд 180 тэрбум төгрөгийн хөрөнгө оруулалт хийгджээ',
    titleEn: 'MNT 180 billion invested in exploration',
    summary: 'Өнгөрсөн онд 260 гаруй тусгай зөвшөөрлийн талбайд хайгуул хийж, 14 шинэ илрэл бүртгэгдсэн байна.',
    summaryEn: 'Exploration covered more than 260 licence areas last year and 14 new occurrences were registered.',
  },
  {
    cid: 9,
    scene: 'chart',
    title: 'Эрдэс баялгийн сан: Норвеги, Чилийн туршлага',
    titleEn: 'Mineral wealth funds: lessons from Norway and Chile',
    summary: 'Баялгийн сангийн засаглал, хөрөнгө оруулалтын бодлого, ил тод байдлын жишгийг харьцуулан авч үзлээ.',
    summaryEn: 'We compare the governance, investment policies and transparency of two resource funds.',
  },
  {
    cid: 8,
    scene: 'excavator',
    title: 'Уурхайн техникийн засвар үйлчилгээний төв Налайхад нээгдлээ',
    titleEn: 'Mining equipment service centre opens in Nalaikh',
    summary: 'Төв нь жилд 400 гаруй хүнд машин механизмд засвар үйлчилгээ хийж, 150 ажлын байр бий болгоно.',
    summaryEn: 'The centre will service over 400 heavy machines a year and create 150 jobs.',
  },
  {
    cid: 13,
    scene: 'conference',
    title: 'Гишүүн байгууллагуудын хаврын уулзалт боллоо',
    titleEn: 'Spring meeting of member organisations held',
    summary: 'Уулзалтаар холбооны эхний улирлын ажлын тайлан, хариуцлагатай уул уурхайн үнэлгээний дүнг танилцууллаа.',
    summaryEn: 'The first-quarter report and the results of the responsible-mining assessment were presented.',
  },
  {
    cid: 8,
    scene: 'steppe',
    title: 'Малчдын гомдол шийдвэрлэх механизмыг 12 суманд нэвтрүүллээ',
    titleEn: 'Grievance mechanism for herders introduced in 12 soums',
    summary:
      'Иргэд уурхайн үйл ажиллагаатай холбоотой санал, гомдлоо утас болон цахимаар илгээж, 30 хоногт хариу авах боломжтой боллоо.',
    summaryEn: 'Residents can now send complaints about mining by phone or online and get an answer within 30 days.',
  },
  {
    cid: 17,
    scene: 'steppe',
    title: 'Баруун бүсийн чуулган Ховдод: жижиг уурхайн зохион байгуулалт',
    titleEn: 'Western regional conference in Khovd: organising small-scale mining',
    summary: 'Бичил уурхайчдын нөхөрлөлүүдийг албан ёсны болгох, мөнгөн усгүй технологи нэвтрүүлэх асуудлыг хэлэлцлээ.',
    summaryEn: 'Formalising artisanal miners’ partnerships and mercury-free processing were on the agenda.',
  },
  {
    cid: 8,
    scene: 'chart',
    title: 'Монголын хөрөнгийн биржийн уул уурхайн бүтээгдэхүүний арилжаа өргөжлөө',
    titleEn: 'Mining-product trading on the Mongolian exchange expands',
    summary: 'Нүүрс, зэсийн баяжмалын дараа төмрийн хүдэр, жонш, цайрын баяжмалыг биржээр арилжиж эхэллээ.',
    summaryEn:
      'After coal and copper concentrate, iron ore, fluorspar and zinc concentrate are now traded on the exchange.',
  },
  {
    cid: 10,
    scene: 'press',
    title: 'Хариуцлагатай уул уурхайн кодексийн шинэчилсэн хувилбарыг батлав',
    titleEn: 'Revised Responsible Mining Code adopted',
    summary:
      'Шинэчилсэн кодекс нь 5 хүрээ, 8 зарчим, 29 шаардлагаас бүрдэж, хүний эрх, уур амьсгалын өөрчлөлтийн асуудлыг нэмж тусгасан.',
    summaryEn:
      'The revised code has 5 scopes, 8 principles and 29 requirements, adding human rights and climate change.',
  },
  {
    cid: 8,
    scene: 'plant',
    title: 'Төмрийн хүдрийн баяжуулах үйлдвэр соронзон сепаратор суурилууллаа',
    titleEn: 'Iron ore plant installs magnetic separators',
    summary: 'Шинэ тоног төхөөрөмж нь баяжмалын агуулгыг 65 хувьд хүргэж, экспортын өрсөлдөх чадварыг нэмэгдүүлнэ.',
    summaryEn: 'The new equipment raises concentrate grade to 65 percent and makes exports more competitive.',
  },
  {
    cid: 18,
    scene: 'chart',
    title: 'Аж үйлдвэржилтийн зөвлөгөөн: нэмүү өртгийн сүлжээний судалгааны дүн',
    titleEn: 'Industrialization meeting: findings of the value-chain study',
    summary:
      'Судалгаагаар боловсруулах үйлдвэрлэлийг хөгжүүлснээр 2030 он гэхэд 25 мянган ажлын байр нэмэгдэх боломжтойг тогтоожээ.',
    summaryEn: 'The study finds that downstream processing could add 25,000 jobs by 2030.',
  },
  {
    cid: 8,
    scene: 'truck',
    title: 'Уурхайн замын тоосжилтыг бууруулах ажил эхэллээ',
    titleEn: 'Work begins to reduce dust on mine roads',
    summary:
      'Гурван компани нийт 90 км шороон замыг хучилттай болгож, тоос дарах байгальд ээлтэй бодис хэрэглэж эхэллээ.',
    summaryEn: 'Three companies are paving 90 km of dirt roads and using environmentally friendly dust suppressants.',
  },
  {
    cid: 9,
    scene: 'pit',
    title: 'Уурхайн хаалтын төлөвлөлтийг эхний өдрөөс эхлүүлэх нь яагаад чухал вэ?',
    titleEn: 'Why mine closure planning should start on day one',
    summary:
      'Хаалтын зардлыг эрт тооцож, баталгаа байршуулах нь төр, компани, иргэдийн эрсдэлийг хэрхэн бууруулдгийг тайлбарлав.',
    summaryEn: 'How early closure costing and financial assurance reduce risk for the state, companies and citizens.',
  },
  {
    cid: 8,
    scene: 'rail',
    title: 'Тавантолгой–Гашуунсухайт чиглэлийн ачаа тээврийн хурд нэмэгдлээ',
    titleEn: 'Freight moves faster on the Tavantolgoi–Gashuunsukhait line',
    summary: 'Дохиоллын шинэ систем нэвтэрснээр өдөрт явах галт тэрэгний тоо 8-аас 14 болж нэмэгдлээ.',
    summaryEn: 'A new signalling system raised the number of trains a day from 8 to 14.',
  },
  {
    cid: 13,
    scene: 'conference',
    title: 'Хөдөлмөрийн аюулгүй байдлын үндэсний форум боллоо',
    titleEn: 'National occupational safety forum held',
    summary:
      'Форумд 400 гаруй мэргэжилтэн оролцож, ослын шалтгааны судалгаа, урьдчилан сэргийлэх арга хэмжээг хэлэлцлээ.',
    summaryEn: 'More than 400 specialists discussed accident investigations and prevention.',
  },
  {
    cid: 8,
    scene: 'pit',
    title: 'Геологийн мэдээллийн нэгдсэн санг нээлттэй болголоо',
    titleEn: 'National geological database opened to the public',
    summary:
      'Хайгуулын тайлан, өрмийн цооногийн мэдээлэл, геофизикийн зураглалыг цахимаар үнэ төлбөргүй үзэх боломжтой боллоо.',
    summaryEn: 'Exploration reports, drill-hole data and geophysical maps can now be viewed online free of charge.',
  },
  {
    cid: 8,
    scene: 'excavator',
    title: 'Шинэ гишүүдээ угтан авлаа: холбоо 6 байгууллагаар өргөжлөө',
    titleEn: 'Welcoming new members: six organisations join the association',
    summary: 'Уул уурхайн үйлчилгээ, логистик, инженерингийн чиглэлийн зургаан компани холбооны гишүүнээр элслээ.',
    summaryEn: 'Six companies in mining services, logistics and engineering have become members.',
  },
];
