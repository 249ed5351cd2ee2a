import type { SeedsAnswer } from './seeds-entities';

/** A call as `method path`, the way the OpenAPI document keys its operations. */
export type SeedsCall = `${'get' | 'post' | 'delete'} ${string}`;

const PAGE = ['', 'paging'] as const;
const FROM_SESSION =
  'The attendee is the signed-in one: an id in the request is only compared with it (403 when another).';
const FIRST_CATEGORY =
  'company_id is the company’s id (the seeds’ old system kept two numbers, we keep one); category_id and category_code are its first sub category’s (null without one), all of them in category.';
const NO_LOCATION = 'about.location is always empty: the directory records no place apart from the address.';
const REGISTRANT_FOR_REVIEWERS = 'registrant is null for staff without the requests permission (the read-only role).';

/**
 * Every call of seeds 7.1 to 7.5 that answers a seeds entity, with the entities and what the call adds or does
 * differently (DESIGN 7). Submissions answered with a message only (registrations, the meeting user import, the
 * back-office's meeting times and rooms) have none.
 */
export const SEEDS_ANSWERS: Readonly<Record<SeedsCall, SeedsAnswer>> = {
  // 7.1 Conference public
  'get /api/mw/get/agenda': {
    answers: [
      ['agenda[]', 'agendaDay'],
      ['agenda[].agenda_items[]', 'agendaItem'],
    ],
    note: 'Each day also has id and date (the same as event_date_id and event_date), images (the agenda pages’ addresses) and sessions, its programme.',
  },
  'get /api/mw/get/presenter': {
    answers: [['presenter[]', 'presenter']],
    note: 'Each presenter also has name and position in the language of ?lang= and image, the same address as profile_img. presenter_queue is the place in the queue, 1 first.',
  },
  'get /api/mw/get/hall': { answers: [['hall[]', 'hall']] },
  'get /api/mw/get/presentation': {
    answers: [['presentations[]', 'presentation']],
    note: 'present_name is in the language of ?lang=.',
  },
  'get /api/mw/get/gallery-by-date': { answers: [['images[]', 'galleryImage']], note: 'Each image also has its id.' },
  'get /api/mw/get/news-category': { answers: [['categories[]', 'newsCategory']] },
  'get /api/mw/get/category': { answers: [['category[]', 'menuCategory']] },
  'get /api/mw/get/footer': { answers: [['footer[]', 'footerInfo']] },
  'get /api/mw/get/social-link': { answers: [['link[]', 'socialLink']] },
  // 7.2 Conference admin
  'get /api/mw/get/categories': { answers: [['category[]', 'menuCategory']] },
  'get /api/mw/get/event': { answers: [['event[]', 'event']] },
  'get /api/mw/get/user-registration': { answers: [['register[]', 'registration'], PAGE] },
  'get /api/mw/get/new-registration': { answers: [['register[]', 'registration'], PAGE] },
  'get /api/mw/admin/get/presenter': {
    answers: [['presenter[]', 'presenter'], PAGE],
    note: 'The seeds’ admin GET /get/presenter?event=&page=&limit=, served here because the public GET /api/mw/get/presenter?id= has the path. image is the picture’s storage key, which the form sends back.',
  },
  'get /api/mw/get/language': { answers: [['result[]', 'language']] },
  'get /api/mw/get/event-dates': { answers: [['dates[]', 'eventDate']] },
  'get /api/mw/admin/get/agenda': {
    answers: [['agenda[]', 'agendaAdmin'], PAGE],
    note: 'The seeds’ admin GET /get/agenda?event=&page=&limit=&language=, served here because the public GET /api/mw/get/agenda has the path.',
  },
  // 7.3 Directory public
  'get /api/yellow-page/categories': {
    answers: [['subCategories[]', 'subCategory']],
    note: 'category_id is the same number as id.',
  },
  'get /api/yellow-page/categories-by-main': {
    answers: [['subCategories[]', 'subCategory']],
    note: 'category_id is the same number as id.',
  },
  'get /api/yellow-page/news': { answers: [['news[]', 'directoryNews']] },
  'get /api/yellow-page/banner': { answers: [['banner[]', 'banner']] },
  'get /api/yellow-page/companies': {
    answers: [['companies[]', 'companyListed'], PAGE],
    note: `One entry per company, filtered, ordered and paged by the server (the seeds’ client did it). ${FIRST_CATEGORY} company_info is { logo, translations: [{ lang, name, address }] }; name and logo repeat the name in ?lang= and the logo.`,
  },
  'get /api/yellow-page/people': {
    answers: [
      ['people.data[]', 'consultantListed'],
      ['people.data[].person_info[]', 'personInfo'],
      ['people', 'paging'],
    ],
    note: 'No registrant: who registered an engineer is a private person, for staff only (get/consultant-list, get/person). person_id is the id; name, profession and advice_range repeat person_info in ?lang=.',
  },
  'get /api/yellow-page/company': {
    answers: [
      ['company', 'companyDetail'],
      ['company.contact[]', 'contact'],
      ['company.about[]', 'about'],
    ],
    note: `The company also has its name, address, about_company, logo and category in ?lang=. ${NO_LOCATION}`,
  },
  // 7.4 Meetings
  'get /api/yellow-page/send/verification-code': {
    answers: [],
    note: 'The seeds read user (its id). user is an empty object now: user.id is no longer answered, since an e-mail address must not tell which account it names; sign in with the e-mail (verify/confirmation-code takes email). Only ?email= is taken: a code is never mailed to a user named by id.',
  },
  'post /api/yellow-page/verify/confirmation-code': {
    answers: [['user', 'signedInUser']],
    note: 'Also sets the session cookie that every attendee call reads.',
  },
  'get /api/yellow-page/get/user': {
    answers: [['user', 'meetingUser']],
    note: 'The signed-in attendee; a token other than its own is 403.',
  },
  'get /api/yellow-page/get/all-users': {
    answers: [['users[]', 'receiver']],
    note: `${FROM_SESSION} The seeds read each user's email too: it is answered only for a search by that whole address, since a search by name would otherwise hand every participant's address to any attendee.`,
  },
  'get /api/yellow-page/get/available-meeting-times': {
    answers: [
      ['meetings[]', 'availabilityDay'],
      ['meetings[].times[]', 'availabilityTime'],
      ['meetings[].times[].rooms[]', 'availabilityRoom'],
    ],
  },
  'get /api/yellow-page/get/meetings-by-user': { answers: [['meetings[]', 'meeting']], note: FROM_SESSION },
  'post /api/yellow-page/send/meeting-invitation': {
    answers: [['meeting', 'meeting']],
    note: `The seeds read no answer; this is the new meeting. ${FROM_SESSION} meeting_status is always pending.`,
  },
  'get /api/yellow-page/accept/meeting': {
    answers: [['meeting', 'meeting']],
    note: `The seeds read no answer; this is the accepted meeting. ${FROM_SESSION}`,
  },
  'delete /api/yellow-page/cancel/meeting': {
    answers: [['meeting', 'meeting']],
    note: `The seeds read no answer; this is the cancelled meeting. ${FROM_SESSION}`,
  },
  // 7.5 Directory admin
  'get /api/yellow-page/get/new-request': {
    answers: [['request[]', 'company'], PAGE],
    note: `Companies (type 1) as seeds Company (current), consultant engineers (type 2) as Consultant (person). ${FIRST_CATEGORY}`,
  },
  'get /api/yellow-page/get/company-list': {
    answers: [
      ['request[]', 'company'],
      ['request[].category[]', 'companyCategory'],
      ['request[].contacts[]', 'contact'],
      ['request[].registrant', 'registrant'],
      PAGE,
    ],
    note: `${FIRST_CATEGORY} ${NO_LOCATION} ${REGISTRANT_FOR_REVIEWERS}`,
  },
  'get /api/yellow-page/get/company-list/name': {
    answers: [['request[]', 'company'], PAGE],
    note: `${FIRST_CATEGORY} ${REGISTRANT_FOR_REVIEWERS}`,
  },
  'get /api/yellow-page/get/consultant-list': {
    answers: [
      ['request[]', 'consultant'],
      ['request[].person_info[]', 'personInfo'],
      ['request[].registrant', 'registrant'],
      PAGE,
    ],
    note: `person_id is the id. ${REGISTRANT_FOR_REVIEWERS}`,
  },
  'get /api/yellow-page/get/consultant-list/name': {
    answers: [['request[]', 'consultant'], PAGE],
    note: `person_id is the id. ${REGISTRANT_FOR_REVIEWERS}`,
  },
  'get /api/yellow-page/get/company': {
    answers: [
      ['company.category[]', 'companyCategory'],
      ['company.contact[]', 'contact'],
      ['company.about[]', 'about'],
      ['company.registrant', 'registrant'],
    ],
    note: NO_LOCATION,
  },
  'get /api/yellow-page/get/person': {
    answers: [
      ['person.about[]', 'personInfo'],
      ['person.registrant', 'registrant'],
    ],
  },
  'get /api/yellow-page/get/categories': { answers: [['categories[]', 'adminCategory'], PAGE] },
  'get /api/yellow-page/get/banner': { answers: [['banner[]', 'banner']] },
  'post /api/yellow-page/insert/meeting-user': { answers: [['user', 'meetingUser']] },
  'post /api/yellow-page/update/meeting-user': { answers: [['user', 'meetingUser']] },
  'get /api/yellow-page/get/meetings': { answers: [['meetings[]', 'meeting'], PAGE] },
  'get /api/yellow-page/get/meeting-times-rooms': {
    answers: [
      ['meetings.times[]', 'meetingTime'],
      ['meetings.rooms[]', 'meetingRoom'],
    ],
  },
  'get /api/yellow-page/get/meeting-users': { answers: [['users[]', 'meetingUser'], PAGE] },
};
