/** Bilingual HTML of the project pages /mm/page/20..26 (static_pages, one row per static category). */
export const STATIC_PAGES: Array<{ categoryCid: number; text: string; textEn: string }> = [
  {
    categoryCid: 20,
    text: `<h2>Хариуцлагатай уул уурхайн санаачилга</h2>
<p>Монголын үндэсний уул уурхайн холбоо 1994 онд байгуулагдсан цагаасаа эхлэн салбарын хөгжлийг хариуцлагатай, ил тод зарчмаар хөгжүүлэхийг эрхэмлэсээр ирсэн. 2006 онд холбооны гишүүн компаниуд «Хариуцлагатай уул уурхайн санаачилга»-ыг дэвшүүлж, байгаль орчин, нийгэм, засаглалын стандартыг сайн дурын үндсэн дээр мөрдөх үүрэг хүлээсэн.</p>
<h3>Санаачилгын зарчмууд</h3>
<ul>
<li>Хууль тогтоомж, олон улсын шилдэг туршлагыг дагаж мөрдөх</li>
<li>Ажилтны аюулгүй байдал, эрүүл мэндийг нэн тэргүүнд тавих</li>
<li>Байгаль орчинд үзүүлэх сөрөг нөлөөллийг бууруулж, эвдэрсэн газрыг нөхөн сэргээх</li>
<li>Орон нутгийн иргэдтэй нээлттэй харилцаж, хамтын хөгжлийг дэмжих</li>
<li>Татвар, төлбөр, гэрээний мэдээллийг ил тод тайлагнах</li>
</ul>
<p>Өнөөдөр санаачилгад 60 гаруй компани нэгдэж, жил бүр хариуцлагатай уул уурхайн кодексийн дагуу өөрийн үнэлгээ хийж байна. Үнэлгээг <a href="/mm/assessment">энд дарж</a> бөглөнө үү.</p>`,
    textEn: `<h2>The Responsible Mining Initiative</h2>
<p>Since it was founded in 1994, the Mongolian National Mining Association has worked for a sector that develops responsibly and transparently. In 2006 its member companies launched the Responsible Mining Initiative and committed, voluntarily, to environmental, social and governance standards.</p>
<h3>Principles of the initiative</h3>
<ul>
<li>Comply with the law and follow international good practice</li>
<li>Put the safety and health of workers first</li>
<li>Reduce harm to the environment and rehabilitate disturbed land</li>
<li>Engage openly with local communities and support shared development</li>
<li>Report taxes, payments and contracts transparently</li>
</ul>
<p>More than 60 companies have joined the initiative and assess themselves every year against the Responsible Mining Code. <a href="/en/mm/assessment">Take the assessment here</a>.</p>`,
  },
  {
    categoryCid: 21,
    text: `<h2>Бидний мэдэхгүй уул уурхай</h2>
<p>Гар утас, цахилгаан машин, нарны хавтан, эмнэлгийн тоног төхөөрөмж — бидний өдөр тутам хэрэглэдэг бүтээгдэхүүн бүрийн ард уул уурхайн бүтээгдэхүүн бий. Нэг ухаалаг утсанд 30 гаруй төрлийн элемент агуулагддаг бөгөөд тэдгээрийн ихэнхийг газрын гүнээс олборлодог.</p>
<h3>Та мэдэх үү?</h3>
<ul>
<li>Цахилгаан автомашин бүрд дунджаар 80 кг зэс ордог.</li>
<li>Монгол Улс жоншны нөөцөөрөө дэлхийд эхний тавд ордог.</li>
<li>Нүүрсний уурхайн нөхөн сэргээсэн талбайд өнөөдөр тариалан, ойн аж ахуй эрхэлж байна.</li>
</ul>
<p>Доорх зурагт Монголд олборлогддог ашигт малтмалуудын дээжийг үзүүлэв.</p>`,
    textEn: `<h2>Mining we don't know about</h2>
<p>Mobile phones, electric cars, solar panels, medical equipment: behind almost everything we use every day there is a mined product. A single smartphone contains more than 30 elements, most of them extracted from the ground.</p>
<h3>Did you know?</h3>
<ul>
<li>An electric car contains about 80 kg of copper on average.</li>
<li>Mongolia ranks among the world's top five countries for fluorspar reserves.</li>
<li>Rehabilitated land of former coal mines is farmed and forested today.</li>
</ul>
<p>The pictures below show samples of minerals mined in Mongolia.</p>`,
  },
  {
    categoryCid: 22,
    text: `<h2>Уул уурхай 101</h2>
<p>«Уул уурхай 101» нь сурагч, оюутан, сонирхсон хэн бүхэнд уул уурхайн үйл ажиллагааны үндсийг энгийнээр тайлбарлах сургалтын цуврал юм. Хайгуулаас эхлээд олборлолт, баяжуулалт, тээвэрлэлт, хаалт ба нөхөн сэргээлт хүртэлх үе шатыг богино видеогоор танилцуулна.</p>
<ol>
<li>Хайгуул: ордыг хэрхэн илрүүлдэг вэ?</li>
<li>Олборлолт: ил ба далд уурхайн ялгаа</li>
<li>Баяжуулалт: хүдрээс баяжмал хүртэл</li>
<li>Нөхөн сэргээлт: газрыг анхны төлөвт нь ойртуулах</li>
</ol>`,
    textEn: `<h2>Mining 101</h2>
<p>Mining 101 is a learning series that explains the basics of mining to pupils, students and anyone curious. Short videos walk through every stage, from exploration to extraction, processing, transport, closure and rehabilitation.</p>
<ol>
<li>Exploration: how is a deposit found?</li>
<li>Extraction: open-pit and underground mines</li>
<li>Processing: from ore to concentrate</li>
<li>Rehabilitation: bringing land back close to its original state</li>
</ol>`,
  },
  {
    categoryCid: 23,
    text: `<h2>Ирээдүйн уурхайчид</h2>
<p>«Ирээдүйн уурхайчид» хөтөлбөр нь ерөнхий боловсролын сургуулийн ахлах ангийн сурагчдад уул уурхай, геологи, инженерийн мэргэжлийг сурталчлах зорилготой. Хөтөлбөрийн хүрээнд жил бүр 500 гаруй сурагч гишүүн компаниудын уурхай, үйлдвэрт танилцах аялал хийдэг.</p>
<ul>
<li>Уурхайд зочлох зуны аялал</li>
<li>Их, дээд сургуулийн оюутнуудад олгох тэтгэлэг (жил бүр 20 тэтгэлэг)</li>
<li>Инженерүүдийн зөвлөх хөтөлбөр</li>
<li>Охидыг инженерийн мэргэжилд урамшуулах «STEM охид» клуб</li>
</ul>`,
    textEn: `<h2>Future miners</h2>
<p>The Future Miners programme introduces senior secondary-school pupils to careers in mining, geology and engineering. Every year more than 500 pupils visit the mines and plants of member companies.</p>
<ul>
<li>Summer visits to operating mines</li>
<li>Scholarships for university students (20 every year)</li>
<li>A mentoring programme with practising engineers</li>
<li>The "STEM girls" club encouraging young women into engineering</li>
</ul>`,
  },
  {
    categoryCid: 24,
    text: `<h2>Сарын шилдэг гишүүн</h2>
<p>Холбоо сар бүр хариуцлагатай уул уурхайн кодексийн хэрэгжилт, ажлын байрны аюулгүй байдал, орон нутгийн хөгжилд оруулсан хувь нэмрээр нь нэг гишүүн байгууллагыг шалгаруулдаг.</p>
<h3>Энэ сарын шилдэг гишүүн: «Хангайн Зэс» ХХК</h3>
<p>Компани өнгөрсөн жил 1.2 сая ажлын цагийг осолгүй ажиллаж, 45 га талбайг биологийн нөхөн сэргээлтэд хамруулсан. Мөн сумын төвд 120 хүүхдийн цэцэрлэг барьж хүлээлгэн өгсөн.</p>`,
    textEn: `<h2>Member of the month</h2>
<p>Every month the association recognises one member for its work under the Responsible Mining Code, its safety record and its contribution to local development.</p>
<h3>This month: Khangai Copper LLC</h3>
<p>Last year the company worked 1.2 million hours without a lost-time injury and completed biological rehabilitation of 45 hectares. It also built and handed over a kindergarten for 120 children in the soum centre.</p>`,
  },
  {
    categoryCid: 25,
    text: `<h2>Тогтвортой уул уурхай</h2>
<p>Тогтвортой уул уурхай гэдэг нь өнөөдрийн хэрэгцээг хангахдаа ирээдүй хойч үеийн боломжийг хязгаарлахгүй байх зарчим юм. Холбоо гишүүдийнхээ хамт усны хэмнэлт, сэргээгдэх эрчим хүч, нөхөн сэргээлт, орон нутгийн ханган нийлүүлэлтийг дэмжих зурагт хуудасны цуврал гаргасан.</p>
<p>Зурагт хуудас бүрийг PDF хэлбэрээр татаж авч, ажлын байрандаа ашиглаарай.</p>`,
    textEn: `<h2>Sustainable mining</h2>
<p>Sustainable mining means meeting today's needs without limiting the options of future generations. Together with its members the association has published a poster series on saving water, renewable energy, rehabilitation and local procurement.</p>
<p>Download each poster as a PDF and put it up at your mine site.</p>`,
  },
  {
    categoryCid: 26,
    text: `<h2>Уул уурхайн түүхэн өв</h2>
<p>Монголын нутаг дэвсгэрт хүрэл зэвсгийн үеэс зэс хайлуулж байсан ул мөр олддог. Орчин үеийн уул уурхай 1922 онд Налайхын нүүрсний уурхай ашиглалтад орсноор эхэлсэн бөгөөд 1970-аад онд томоохон зэс, молибдены үйлдвэр байгуулагдсанаар салбар эдийн засгийн тулгуур болсон.</p>
<h3>Он дарааллын товчоо</h3>
<ul>
<li>1922 — Налайхын нүүрсний уурхай ашиглалтад орсон</li>
<li>1978 — Зэс, молибдены томоохон баяжуулах үйлдвэр ажиллаж эхэлсэн</li>
<li>1994 — Монголын үндэсний уул уурхайн холбоо байгуулагдсан</li>
<li>2006 — Хариуцлагатай уул уурхайн санаачилга гарсан</li>
<li>2024 — Холбоо үүсгэн байгуулагдсаны 30 жилийн ойгоо тэмдэглэсэн</li>
</ul>`,
    textEn: `<h2>Mining heritage</h2>
<p>Traces of copper smelting from the Bronze Age are found across Mongolia. Modern mining began in 1922 when the Nalaikh coal mine opened, and in the 1970s large copper and molybdenum plants made the sector a pillar of the economy.</p>
<h3>Timeline</h3>
<ul>
<li>1922: the Nalaikh coal mine opens</li>
<li>1978: a large copper and molybdenum concentrator starts operating</li>
<li>1994: the Mongolian National Mining Association is founded</li>
<li>2006: the Responsible Mining Initiative is launched</li>
<li>2024: the association celebrates its 30th anniversary</li>
</ul>`,
  },
];
