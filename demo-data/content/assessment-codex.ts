/** Mongolian and English text of one codex entry. */
type Text = readonly [mn: string, en: string];

export type CodexSection = { title: Text; requirements: ReadonlyArray<{ text: Text; questions: readonly Text[] }> };

/**
 * The Responsible Mining Code: 5 sections (the scopes of the 8 principles) with 29 requirements, each asked
 * through two to four yes/no questions. Index n of a section gives cids 'n.m' and 'n.m.k'.
 */
export const CODEX: readonly CodexSection[] = [
  {
    title: ['Засаглал, ёс зүй ба ил тод байдал', 'Governance, ethics and transparency'],
    requirements: [
      {
        text: ['Хууль тогтоомжийн хэрэгжилт', 'Legal compliance'],
        questions: [
          [
            'Компани үйл ажиллагаандаа хамаарах хууль тогтоомжийн жагсаалтыг хөтөлж, жил бүр шинэчилдэг үү?',
            'Does the company keep a register of applicable laws and update it every year?',
          ],
          [
            'Хууль тогтоомжийн хэрэгжилтэд дотоод хяналт, аудит тогтмол хийдэг үү?',
            'Are internal compliance checks or audits carried out regularly?',
          ],
          [
            'Сүүлийн 3 жилд хууль зөрчсөний улмаас торгууль, хариуцлага хүлээсэн тохиолдлыг ил тод мэдээлсэн үү?',
            'Have fines or penalties of the last three years been disclosed?',
          ],
        ],
      },
      {
        text: ['Ёс зүйн дүрэм ба авлигын эсрэг бодлого', 'Code of ethics and anti-corruption policy'],
        questions: [
          ['Удирдлагаар батлагдсан ёс зүйн дүрэмтэй юу?', 'Is there a code of ethics approved by management?'],
          [
            'Авлига, ашиг сонирхлын зөрчлөөс урьдчилан сэргийлэх бодлоготой юу?',
            'Is there a policy to prevent bribery and conflicts of interest?',
          ],
          ['Ажилтнууд ёс зүйн сургалтад жил бүр хамрагддаг уу?', 'Do employees receive ethics training every year?'],
        ],
      },
      {
        text: ['Татвар, төлбөрийн ил тод байдал', 'Transparency of taxes and payments'],
        questions: [
          [
            'Төрд төлсөн татвар, төлбөрийн мэдээллийг олборлох үйлдвэрлэлийн ил тод байдлын санаачилгын дагуу тайлагнадаг уу?',
            'Are taxes and payments to the state reported under the extractive-industries transparency initiative?',
          ],
          [
            'Орон нутагт төлсөн төлбөр, хандивыг олон нийтэд нээлттэй мэдээлдэг үү?',
            'Are payments and donations to local government disclosed publicly?',
          ],
        ],
      },
      {
        text: ['Гэрээний ил тод байдал', 'Contract transparency'],
        questions: [
          [
            'Хөрөнгө оруулалтын болон орон нутгийн хөгжлийн гэрээгээ нийтэд ил болгосон уу?',
            'Have investment and local development agreements been published?',
          ],
          [
            'Гэрээний хэрэгжилтийн тайланг жил бүр гаргадаг уу?',
            'Is a report on the implementation of agreements published every year?',
          ],
        ],
      },
      {
        text: ['Эрсдэлийн удирдлага', 'Risk management'],
        questions: [
          [
            'Байгаль орчин, нийгэм, засаглалын эрсдэлийг тодорхойлж үнэлдэг үү?',
            'Are environmental, social and governance risks identified and assessed?',
          ],
          [
            'Эрсдэлийн бүртгэлийг удирдлага улирал бүр хянадаг уу?',
            'Does management review the risk register every quarter?',
          ],
          [
            'Онцгой байдлын үеийн бизнесийн тасралтгүй ажиллагааны төлөвлөгөөтэй юу?',
            'Is there a business continuity plan for emergencies?',
          ],
        ],
      },
      {
        text: ['Тогтвортой байдлын тайлагнал', 'Sustainability reporting'],
        questions: [
          ['Тогтвортой хөгжлийн тайланг жил бүр нийтэлдэг үү?', 'Is a sustainability report published every year?'],
          ['Тайланг олон улсын стандартын дагуу бэлтгэдэг үү?', 'Is the report prepared to an international standard?'],
          ['Тайланг хөндлөнгийн байгууллагаар баталгаажуулдаг уу?', 'Is the report assured by an independent party?'],
        ],
      },
    ],
  },
  {
    title: ['Хөдөлмөрийн аюулгүй байдал, эрүүл ахуй', 'Occupational health and safety'],
    requirements: [
      {
        text: ['Аюулгүй байдлын удирдлагын тогтолцоо', 'Safety management system'],
        questions: [
          [
            'Хөдөлмөрийн аюулгүй байдлын удирдлагын тогтолцоог нэвтрүүлсэн үү?',
            'Has an occupational health and safety management system been introduced?',
          ],
          [
            'Тогтолцоо олон улсын стандартаар баталгаажсан уу?',
            'Is the system certified to an international standard?',
          ],
          [
            'Аюулгүй байдлын зорилт, үзүүлэлтийг жил бүр тогтоож хянадаг уу?',
            'Are safety targets set and tracked every year?',
          ],
        ],
      },
      {
        text: ['Аюулыг тодорхойлох, эрсдэлийг үнэлэх', 'Hazard identification and risk assessment'],
        questions: [
          [
            'Ажлын байр бүрд аюулыг тодорхойлж, эрсдэлийн үнэлгээ хийсэн үү?',
            'Have hazards been identified and risks assessed for every work area?',
          ],
          [
            'Өндөр эрсдэлтэй ажилд ажлын зөвшөөрлийн систем мөрддөг үү?',
            'Is a permit-to-work system used for high-risk work?',
          ],
        ],
      },
      {
        text: ['Сургалт ба ур чадвар', 'Training and competence'],
        questions: [
          [
            'Шинэ ажилтнууд ажилд орохоос өмнө аюулгүй ажиллагааны сургалтад хамрагддаг уу?',
            'Do new employees receive safety induction before starting work?',
          ],
          [
            'Гэрээт гүйцэтгэгчийн ажилтнууд ижил сургалтад хамрагддаг уу?',
            'Do contractor employees receive the same training?',
          ],
          ['Хүнд машин механизмын операторууд мэргэшлийн үнэмлэхтэй юу?', 'Are heavy-equipment operators certified?'],
        ],
      },
      {
        text: ['Осол, тохиолдлыг мэдээлэх ба судлах', 'Incident reporting and investigation'],
        questions: [
          [
            'Осол, ослын шахам тохиолдлыг бүртгэж мэдээлэх журамтай юу?',
            'Is there a procedure to record and report incidents and near misses?',
          ],
          [
            'Осол бүрийн үндсэн шалтгааныг судалж, залруулах арга хэмжээ авдаг уу?',
            'Is the root cause of every incident investigated and corrected?',
          ],
          [
            'Хөдөлмөрийн чадвар түр алдалттай ослын давтамжийг олон нийтэд мэдээлдэг үү?',
            'Is the lost-time injury frequency rate disclosed publicly?',
          ],
        ],
      },
      {
        text: ['Ажилтны эрүүл мэнд', 'Occupational health'],
        questions: [
          [
            'Ажилтнууд жил бүр мэргэжлээс шалтгаалах өвчний урьдчилан сэргийлэх үзлэгт хамрагддаг уу?',
            'Do employees have annual occupational health check-ups?',
          ],
          [
            'Тоос, дуу чимээ, чичиргээний түвшинг ажлын байранд хэмждэг үү?',
            'Are dust, noise and vibration levels measured where people work?',
          ],
          [
            'Ядаргаа, архи, мансууруулах бодисын хяналтын журамтай юу?',
            'Is there a fatigue, alcohol and drug control procedure?',
          ],
          [
            'Ажилтнуудад сэтгэл зүйн дэмжлэг үзүүлэх хөтөлбөр бий юу?',
            'Is there a mental health support programme for employees?',
          ],
        ],
      },
      {
        text: ['Онцгой байдлын бэлэн байдал', 'Emergency preparedness'],
        questions: [
          [
            'Онцгой байдлын үед ажиллах төлөвлөгөөтэй бөгөөд жил бүр дадлага хийдэг үү?',
            'Is there an emergency response plan, exercised every year?',
          ],
          [
            'Аврах баг, анхны тусламжийн хэрэгсэл бэлэн байдаг уу?',
            'Are a rescue team and first-aid equipment available?',
          ],
        ],
      },
    ],
  },
  {
    title: ['Байгаль орчны менежмент', 'Environmental management'],
    requirements: [
      {
        text: [
          'Байгаль орчны нөлөөллийн үнэлгээ ба менежментийн төлөвлөгөө',
          'Environmental impact assessment and management plan',
        ],
        questions: [
          [
            'Байгаль орчны нөлөөллийн нарийвчилсан үнэлгээг хуулийн дагуу хийлгэсэн үү?',
            'Has a detailed environmental impact assessment been carried out as the law requires?',
          ],
          [
            'Байгаль орчны менежментийн төлөвлөгөөг жил бүр батлуулж, хэрэгжилтийг тайлагнадаг уу?',
            'Is the environmental management plan approved and reported on every year?',
          ],
        ],
      },
      {
        text: ['Усны менежмент', 'Water management'],
        questions: [
          ['Усны хэрэглээг эх үүсвэр тус бүрээр тоолуураар хэмждэг үү?', 'Is water use metered for each source?'],
          [
            'Ашигласан усыг дахин ашиглах, эргүүлэн ашиглах арга хэмжээ авдаг уу?',
            'Is process water reused or recycled?',
          ],
          [
            'Газрын доорх усны түвшин, чанарыг хянах цооногтой юу?',
            'Are there monitoring wells for groundwater level and quality?',
          ],
        ],
      },
      {
        text: ['Агаарын чанар ба тоосжилт', 'Air quality and dust'],
        questions: [
          [
            'Уурхайн болон тээврийн замын тоосжилтыг бууруулах арга хэмжээ авдаг уу?',
            'Are measures taken to reduce dust from the mine and haul roads?',
          ],
          ['Агаарын чанарын хяналт шинжилгээг тогтмол хийдэг үү?', 'Is air quality monitored regularly?'],
        ],
      },
      {
        text: ['Хаягдал ба аюултай бодисын менежмент', 'Waste and hazardous materials management'],
        questions: [
          [
            'Хаягдлын далангийн аюулгүй байдлыг хөндлөнгийн шинжээчээр жил бүр үнэлүүлдэг үү?',
            'Is tailings dam safety reviewed by independent experts every year?',
          ],
          [
            'Аюултай бодисыг зориулалтын агуулахад бүртгэлтэй хадгалдаг уу?',
            'Are hazardous substances stored and recorded in dedicated facilities?',
          ],
          [
            'Ахуйн болон үйлдвэрлэлийн хог хаягдлыг ангилж, дахин боловсруулдаг уу?',
            'Are domestic and industrial wastes sorted and recycled?',
          ],
        ],
      },
      {
        text: ['Биологийн олон янз байдал', 'Biodiversity'],
        questions: [
          [
            'Төслийн талбайн ургамал, амьтны суурь судалгаа хийсэн үү?',
            'Has a baseline survey of flora and fauna been carried out?',
          ],
          [
            'Ховор амьтны нүүдлийн замыг хамгаалах арга хэмжээ авдаг уу?',
            'Are migration routes of rare species protected?',
          ],
        ],
      },
      {
        text: ['Нөхөн сэргээлт ба уурхайн хаалт', 'Rehabilitation and mine closure'],
        questions: [
          [
            'Эвдэрсэн газрыг үйл ажиллагааны явцад үе шаттай нөхөн сэргээдэг үү?',
            'Is disturbed land rehabilitated progressively during operations?',
          ],
          ['Уурхайн хаалтын төлөвлөгөө, зардлын тооцоотой юу?', 'Is there a mine closure plan with a cost estimate?'],
          ['Нөхөн сэргээлтийн баталгаа байршуулсан уу?', 'Has a rehabilitation financial assurance been lodged?'],
          [
            'Нөхөн сэргээсэн талбайг орон нутагт хүлээлгэн өгсөн үү?',
            'Has rehabilitated land been handed over to the local community?',
          ],
        ],
      },
    ],
  },
  {
    title: ['Орон нутаг ба нийгмийн хариуцлага', 'Communities and social responsibility'],
    requirements: [
      {
        text: ['Оролцогч талуудтай харилцах', 'Stakeholder engagement'],
        questions: [
          [
            'Оролцогч талуудын зураглал хийж, харилцааны төлөвлөгөө гаргасан уу?',
            'Has a stakeholder map and engagement plan been prepared?',
          ],
          [
            'Орон нутгийн иргэдтэй жилд дор хаяж хоёр удаа нээлттэй уулзалт хийдэг үү?',
            'Are open meetings with residents held at least twice a year?',
          ],
        ],
      },
      {
        text: ['Санал, гомдол шийдвэрлэх механизм', 'Grievance mechanism'],
        questions: [
          [
            'Иргэдийн санал, гомдлыг хүлээн авах нээлттэй суваг бий юу?',
            'Is there an open channel for residents’ complaints?',
          ],
          [
            'Гомдол бүрийг бүртгэж, 30 хоногийн дотор хариу өгдөг үү?',
            'Is every complaint recorded and answered within 30 days?',
          ],
          [
            'Гомдлын шийдвэрлэлтийн статистикийг олон нийтэд мэдээлдэг үү?',
            'Are grievance statistics disclosed publicly?',
          ],
        ],
      },
      {
        text: ['Орон нутгийн хөгжлийн гэрээ', 'Local development agreement'],
        questions: [
          [
            'Сум, аймгийн засаг захиргаатай орон нутгийн хөгжлийн гэрээ байгуулсан уу?',
            'Has a local development agreement been signed with the soum or aimag government?',
          ],
          [
            'Гэрээний хөрөнгийн зарцуулалтыг иргэдийн оролцоотойгоор шийддэг үү?',
            'Do residents take part in deciding how agreement funds are spent?',
          ],
        ],
      },
      {
        text: ['Орон нутгийн ажил эрхлэлт ба худалдан авалт', 'Local employment and procurement'],
        questions: [
          [
            'Ажилтнуудын тодорхой хувийг орон нутгаас авах зорилт тавьсан уу?',
            'Is there a target for the share of employees hired locally?',
          ],
          [
            'Орон нутгийн ханган нийлүүлэгчдээс худалдан авалт хийдэг үү?',
            'Does the company buy from local suppliers?',
          ],
          [
            'Орон нутгийн иргэдэд мэргэжил олгох сургалт зохион байгуулдаг уу?',
            'Does the company run vocational training for local residents?',
          ],
        ],
      },
      {
        text: ['Нүүлгэн шилжүүлэлт ба малчдын эрх ашиг', 'Resettlement and herders’ livelihoods'],
        questions: [
          [
            'Нүүлгэн шилжүүлэлт хийсэн бол олон улсын стандартын дагуу нөхөн олговор олгосон уу?',
            'If resettlement occurred, was compensation paid to international standards?',
          ],
          [
            'Бэлчээр, худаг, нүүдлийн замд үзүүлэх нөлөөллийг малчидтай хамтран үнэлдэг үү?',
            'Are impacts on pasture, wells and migration routes assessed together with herders?',
          ],
        ],
      },
      {
        text: ['Соёлын өв', 'Cultural heritage'],
        questions: [
          [
            'Төслийн талбайд түүх, соёлын дурсгалын судалгаа хийсэн үү?',
            'Has a survey of historical and cultural sites been carried out?',
          ],
          ['Санамсаргүй олдвор илэрсэн үед мөрдөх журамтай юу?', 'Is there a chance-find procedure?'],
        ],
      },
    ],
  },
  {
    title: ['Хүний эрх ба хөдөлмөрийн харилцаа', 'Human rights and labour relations'],
    requirements: [
      {
        text: ['Хүний эрхийг хүндэтгэх бодлого', 'Human rights policy'],
        questions: [
          [
            'Удирдлагаар батлагдсан хүний эрхийн бодлоготой юу?',
            'Is there a human rights policy approved by management?',
          ],
          [
            'Хүний эрхэд үзүүлэх нөлөөллийн үнэлгээ хийсэн үү?',
            'Has a human rights impact assessment been carried out?',
          ],
          [
            'Хамгаалалтын албаны ажилтнууд хүний эрхийн сургалтад хамрагдсан уу?',
            'Have security personnel been trained in human rights?',
          ],
        ],
      },
      {
        text: ['Ялгаварлан гадуурхахгүй байх ба тэгш боломж', 'Non-discrimination and equal opportunity'],
        questions: [
          [
            'Ажилд авах, цалин олгоход хүйс, насаар ялгаварлахгүй байх журамтай юу?',
            'Do hiring and pay rules prohibit discrimination by gender or age?',
          ],
          [
            'Удирдах албан тушаалд эмэгтэйчүүдийн эзлэх хувийг тайлагнадаг уу?',
            'Is the share of women in management positions reported?',
          ],
        ],
      },
      {
        text: ['Хөдөлмөрийн нөхцөл ба цалин хөлс', 'Working conditions and wages'],
        questions: [
          [
            'Бүх ажилтан бичгээр байгуулсан хөдөлмөрийн гэрээтэй юу?',
            'Does every employee have a written employment contract?',
          ],
          [
            'Ээлжийн ажлын цаг, амралтын хугацаа хуулийн шаардлагыг хангадаг уу?',
            'Do shift hours and rest periods meet legal requirements?',
          ],
          [
            'Ажилтнуудын байр, хоолны нөхцөлийг тогтмол шалгадаг уу?',
            'Are camp accommodation and catering inspected regularly?',
          ],
        ],
      },
      {
        text: ['Эвлэлдэн нэгдэх эрх', 'Freedom of association'],
        questions: [
          [
            'Ажилтнуудын эвлэлдэн нэгдэх, хамтын хэлэлцээр байгуулах эрхийг хүндэтгэдэг үү?',
            'Are workers’ rights to organise and bargain collectively respected?',
          ],
          ['Хамтын гэрээ хүчин төгөлдөр мөрдөгдөж байна уу?', 'Is a collective agreement in force?'],
        ],
      },
      {
        text: ['Хүүхдийн болон албадан хөдөлмөр', 'Child and forced labour'],
        questions: [
          [
            'Ханган нийлүүлэгчдийн гэрээнд хүүхдийн болон албадан хөдөлмөр хориглосон заалт бий юу?',
            'Do supplier contracts prohibit child and forced labour?',
          ],
          ['Ханган нийлүүлэгчдийн хөдөлмөрийн нөхцөлийг шалгадаг уу?', 'Are suppliers’ labour conditions audited?'],
        ],
      },
    ],
  },
];
