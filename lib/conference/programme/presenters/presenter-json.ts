import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';

import type { AdminPresenterRow } from './queries';

/**
 * Seeds 3 "Presenter" for the public API: every seeds key (both languages), plus `name`, `position` and `image`
 * in the language asked for, which the API answered before. `image` is the picture's address there (the same as
 * `profile_img`), never the storage key the back-office's rows carry.
 */
export type PublicPresenterJson = Omit<AdminPresenterRow, 'image'> & { name: string; position: string; image: string };

export function toPublicPresenterJson(row: AdminPresenterRow, locale: Locale): PublicPresenterJson {
  return {
    id: row.id,
    name_mn: row.name_mn,
    name_en: row.name_en,
    position_mn: row.position_mn,
    position_en: row.position_en,
    event_id: row.event_id,
    event: row.event,
    presenter_queue: row.presenter_queue,
    profile_img: row.profile_img,
    created_at: row.created_at,
    name: pickLocalized(row.name_mn, row.name_en, locale),
    position: pickLocalized(row.position_mn, row.position_en, locale),
    image: row.profile_img,
  };
}
