import type { EditionChoice } from '@/lib/conference/editions/choices';
import { REGISTRATION_PAGE_SIZES } from '@/lib/conference/registrations/schema';
import type { RegistrationView } from '@/lib/conference/registrations/view';

import { ExportLinks } from './export-links';
import { RegistrationSearch } from './registration-search';
import { RegistrationsGrid } from './registrations-grid';

type RegistrationsListProps = {
  view: RegistrationView;
  edition: EditionChoice;
  /** The screen's own GET handler (seeds 7.2), which also serves the downloads. */
  apiPath: string;
};

/** The registration list both registration screens show: search, downloads and the server-paged grid. */
export function RegistrationsList({ view: { query, list }, edition, apiPath }: RegistrationsListProps) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {/* A new key refills the form when the URL's search changes (back button, clear). */}
        <RegistrationSearch key={`${query.search?.category}:${query.search?.term}`} search={query.search} />
        <ExportLinks apiPath={apiPath} editionId={edition.id} search={query.search} />
      </div>
      <RegistrationsGrid
        event={edition.event}
        rows={list.register}
        total={list.total}
        page={query.page}
        pageSize={query.limit}
        pageSizes={REGISTRATION_PAGE_SIZES}
      />
    </div>
  );
}
