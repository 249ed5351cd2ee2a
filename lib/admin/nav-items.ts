import type { AdminPermission } from '@/lib/auth/roles';
import type adminMessages from '@/messages/mn/admin.json';

type NavMessages = (typeof adminMessages)['nav'];
export type AdminNavItem = { href: string; label: Exclude<keyof NavMessages, 'groups'>; permission?: AdminPermission };
export type AdminNavGroup = { key: keyof NavMessages['groups']; items: readonly AdminNavItem[] };

/** Every admin screen (seed section 2) and the two sister sites; labels are keys of admin.nav. */
export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    key: 'overview',
    items: [
      { href: '/admin/dashboard', label: 'dashboard' },
      { href: '/admin/request-list', label: 'requestList', permission: 'requests' },
    ],
  },
  {
    key: 'content',
    items: [
      { href: '/admin/link', label: 'link' },
      { href: '/admin/add-news', label: 'addNews' },
      { href: '/admin/update-news', label: 'updateNews' },
      { href: '/admin/slides', label: 'slides' },
      { href: '/admin/social-links', label: 'socialLinks' },
      { href: '/admin/about', label: 'about' },
    ],
  },
  {
    key: 'assessment',
    items: [
      { href: '/admin/update-assessment', label: 'updateAssessment' },
      { href: '/admin/assessment-result', label: 'assessmentResult', permission: 'evidence' },
      { href: '/admin/assessment-member-result', label: 'assessmentMemberResult', permission: 'evidence' },
    ],
  },
  {
    key: 'library',
    items: [
      { href: '/admin/document', label: 'document' },
      { href: '/admin/video', label: 'video' },
      { href: '/admin/report', label: 'report' },
      { href: '/admin/sustainable-mining', label: 'sustainableMining' },
      { href: '/admin/trade', label: 'trade' },
    ],
  },
  {
    key: 'organisation',
    items: [
      { href: '/admin/membership', label: 'membership' },
      { href: '/admin/companies', label: 'companies' },
      { href: '/admin/auditor', label: 'auditor' },
    ],
  },
  {
    key: 'system',
    items: [
      { href: '/admin/accounts', label: 'accounts', permission: 'accounts' },
      { href: '/admin/audit-log', label: 'auditLog', permission: 'audit' },
      { href: '/admin/operations', label: 'operations', permission: 'operations' },
      { href: '/admin/settings', label: 'settings' },
    ],
  },
  {
    // Seeds 2.3: the conference back-office under /admin/week, plus the editions screen.
    key: 'week',
    items: [
      { href: '/admin/week/editions', label: 'weekEditions' },
      { href: '/admin/week/home', label: 'weekHome' },
      { href: '/admin/week/link', label: 'weekLink' },
      { href: '/admin/week/social-link', label: 'weekSocialLink' },
      { href: '/admin/week/footer', label: 'weekFooter' },
      { href: '/admin/week/add-news', label: 'weekAddNews' },
      { href: '/admin/week/update-news', label: 'weekUpdateNews' },
      { href: '/admin/week/register', label: 'weekRegister', permission: 'registrations' },
      { href: '/admin/week/new-register', label: 'weekNewRegister', permission: 'registrations' },
      { href: '/admin/week/presenters', label: 'weekPresenters' },
      { href: '/admin/week/agenda', label: 'weekAgenda' },
      { href: '/admin/week/event-date', label: 'weekEventDate' },
      { href: '/admin/week/presentation', label: 'weekPresentation' },
      { href: '/admin/week/gallery', label: 'weekGallery' },
    ],
  },
  {
    // Seeds 2.5: the business directory's back-office under /admin/yellow, with the expo meetings' screens.
    key: 'yellow',
    items: [
      { href: '/admin/yellow/request', label: 'yellowRequest', permission: 'requests' },
      { href: '/admin/yellow/add', label: 'yellowAdd' },
      { href: '/admin/yellow/list-company', label: 'yellowCompanies' },
      { href: '/admin/yellow/list-consultant', label: 'yellowConsultants' },
      { href: '/admin/yellow/category', label: 'yellowCategories' },
      { href: '/admin/yellow/new-category', label: 'yellowNewCategory' },
      { href: '/admin/yellow/banner', label: 'yellowBanner' },
      { href: '/admin/yellow/add-user', label: 'yellowAddUser', permission: 'attendees' },
      { href: '/admin/yellow/meeting-list', label: 'yellowMeetingList', permission: 'attendees' },
      { href: '/admin/yellow/meeting-info', label: 'yellowMeetingInfo' },
      { href: '/admin/yellow/meeting-users', label: 'yellowMeetingUsers', permission: 'attendees' },
    ],
  },
];
