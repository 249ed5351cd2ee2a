import type { ActionResult } from '@/lib/action-result';
import {
  createReport,
  createSustainableItem,
  deleteReport,
  deleteSustainableItem,
  updateReport,
  updateSustainableItem,
} from '@/lib/library/actions';
import { LIBRARY_PAGE_SIZES } from '@/lib/library/admin-query';
import { ADMIN_REPORT_PAGE_SIZES, type LibraryShelf } from '@/lib/library/schema';

type ShelfAction = (input: unknown) => Promise<ActionResult<{ id: number }>>;

/** How one shelf's admin screen speaks and behaves (seeds 2, 4 and 9 describe the two screens differently). */
export type ShelfScreen = {
  /** The messages' section: `admin.library.report.*` or `admin.library.sustainable.*`. */
  section: 'report' | 'sustainable';
  labels: { title: string; titleEn: string };
  /** How long the save notices stay; undefined keeps the admin default. */
  noticeMs: { success?: number; failure?: number };
  deletion: { successMs?: number; failureMs?: number; failureKey?: string };
  pageSizes: readonly number[];
  csvHref: string;
  /** Reports are added on their own page (/admin/add-report); posters above their table. */
  addHref: string | null;
  actions: { create: ShelfAction; update: ShelfAction; remove: ShelfAction };
};

export const SHELF_SCREENS: Record<LibraryShelf, ShelfScreen> = {
  reports: {
    section: 'report',
    labels: { title: 'admin.library.fields.reportTitle', titleEn: 'admin.library.fields.reportTitleEn' },
    // Seeds 9: report notices stay 5 seconds, success and failure alike.
    noticeMs: { success: 5000, failure: 5000 },
    deletion: { successMs: 5000 },
    pageSizes: ADMIN_REPORT_PAGE_SIZES,
    csvHref: '/api/get/reports',
    addHref: '/admin/add-report',
    actions: { create: createReport, update: updateReport, remove: deleteReport },
  },
  sustainableMining: {
    section: 'sustainable',
    labels: { title: 'admin.library.fields.title', titleEn: 'admin.library.fields.titleEn' },
    // Seeds 9: this screen's failure notices stay 3 seconds.
    noticeMs: { failure: 3000 },
    deletion: { failureMs: 3000, failureKey: 'library.sustainable.deleteFailed' },
    pageSizes: LIBRARY_PAGE_SIZES,
    csvHref: '/api/admin/get/sustainable-mining',
    addHref: null,
    actions: { create: createSustainableItem, update: updateSustainableItem, remove: deleteSustainableItem },
  },
};
