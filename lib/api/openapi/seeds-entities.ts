/**
 * The seeds' entities (seeds/conference-and-directory.md section 3, and the fields 7.3 and 7.4 name for a call) as
 * the JSON API answers them: every field listed is in the answer, spelt as the seeds spell it; more are allowed.
 * The OpenAPI document lists them per call, and the contract tests hold every call to them.
 */
export const SEEDS_ENTITIES = {
  agendaDay: { name: 'Agenda day (public)', fields: ['event_date_id', 'day', 'event_date', 'agenda_items'] },
  agendaItem: { name: 'Agenda day (public): agenda item', fields: ['id', 'agenda_image'] },
  agendaAdmin: {
    name: 'Agenda (admin)',
    fields: ['id', 'event_date_id', 'language_id', 'event_date', 'day', 'agenda_image', 'event', 'language'],
  },
  event: { name: 'Event', fields: ['id', 'event'] },
  language: { name: 'Language', fields: ['id', 'language'] },
  eventDate: { name: 'Event date', fields: ['id', 'event', 'day', 'event_date'] },
  hall: { name: 'Hall', fields: ['id', 'hall_name', 'hall_name_en'] },
  presentation: { name: 'Presentation', fields: ['id', 'present_name', 'present_url'] },
  presenter: {
    name: 'Presenter',
    fields: [
      'id',
      'name_mn',
      'name_en',
      'position_mn',
      'position_en',
      'event_id',
      'event',
      'presenter_queue',
      'profile_img',
      'created_at',
    ],
  },
  galleryImage: { name: 'Gallery image', fields: ['image'] },
  newsCategory: { name: 'News category', fields: ['id', 'category', 'category_en', 'news_count'] },
  registration: {
    name: 'Registration',
    fields: ['company', 'first_name', 'last_name', 'country', 'email', 'phone_number', 'created_at'],
  },
  menuCategory: {
    name: 'Event menu category',
    fields: ['cid', 'category', 'category_en', 'pid', 'category_status', 'page_type'],
  },
  socialLink: { name: 'Social link', fields: ['id', 'icon', 'link'] },
  footerInfo: { name: 'Footer info', fields: ['id', 'type', 'information'] },
  subCategory: { name: 'Sub category', fields: ['id', 'category_code', 'name'] },
  companyListed: {
    name: 'Company, as 7.3 GET /companies lists it',
    fields: ['company_id', 'category_id', 'category_code', 'company_info'],
  },
  company: {
    name: 'Company (current)',
    fields: [
      'id',
      'company_id',
      'registration_number',
      'category_id',
      'category_code',
      'category',
      'approval',
      'status',
      'company_info',
      'contacts',
      'about',
      'registrant',
    ],
  },
  companyCategory: { name: 'Company (current): category list', fields: ['category_id', 'category_code', 'name'] },
  companyDetail: { name: 'Company detail', fields: ['contact', 'about'] },
  contact: { name: 'Company detail: contact', fields: ['id', 'contact_type', 'contact_value'] },
  about: { name: 'Company detail: about', fields: ['lang', 'name', 'location', 'address', 'about_company', 'logo'] },
  registrant: { name: 'Registrant', fields: ['name', 'position', 'email', 'phone'] },
  consultant: {
    name: 'Consultant (person)',
    fields: ['id', 'person_id', 'phone_number', 'approval', 'person_info', 'registrant'],
  },
  consultantListed: {
    name: 'Consultant (person) but its registrant',
    fields: ['id', 'person_id', 'phone_number', 'approval', 'person_info'],
  },
  personInfo: { name: 'Consultant (person): person_info', fields: ['name', 'profession', 'advice_range'] },
  adminCategory: { name: 'Category (admin lists)', fields: ['category_code', 'name'] },
  meetingUser: {
    name: 'Meeting user',
    fields: ['id', 'name', 'name_en', 'email', 'phone_number', 'user_type', 'user_token'],
  },
  signedInUser: { name: 'Meeting user, as 7.4 verify/confirmation-code reads it', fields: ['user_token'] },
  receiver: { name: 'Meeting user, as 7.4 get/all-users lists it', fields: ['id', 'name'] },
  meeting: {
    name: 'Meeting',
    fields: [
      'meeting_id',
      'id',
      'meeting_number',
      'meeting_status',
      'meeting_date',
      'meeting_time',
      'sender_id',
      'receiver_id',
      'sender_name',
      'sender_name_en',
      'receiver_name',
      'receiver_name_en',
      'description',
      'meeting_description',
      'room_number',
      'capacity',
      'room_pic',
      'created_at',
    ],
  },
  availabilityDay: { name: 'Availability', fields: ['meeting_date', 'times'] },
  availabilityTime: { name: 'Availability: time', fields: ['meeting_time_id', 'meeting_time', 'rooms'] },
  availabilityRoom: { name: 'Availability: room', fields: ['room_id', 'room_number', 'capacity', 'room_pic'] },
  meetingTime: { name: 'Meeting time', fields: ['id', 'meeting_date', 'meeting_time'] },
  meetingRoom: { name: 'Meeting room', fields: ['id', 'room_number', 'room_pic', 'capacity'] },
  banner: { name: 'Banner', fields: ['id', 'image', 'sequence'] },
  directoryNews: { name: 'News (directory home)', fields: ['id', 'title', 'title_en', 'image'] },
  paging: { name: 'a page of a list', fields: ['total', 'totalPages'] },
} as const satisfies Record<string, { name: string; fields: readonly string[] }>;

export type SeedsEntity = keyof typeof SEEDS_ENTITIES;

/**
 * Where a call's answer holds seeds entities: `agenda[].agenda_items[]` is every agenda item of every day (`[]`
 * spreads a list), '' the answer itself. `note` says what the call adds to the seeds or does differently.
 */
export type SeedsAnswer = { answers: ReadonlyArray<readonly [path: string, entity: SeedsEntity]>; note?: string };
