import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { auditLog, conferenceEvents } from '@/db/schema';
import { imageSources } from '@/lib/images/srcset';
import { IMAGE_USE_WIDTHS, VARIANT_WIDTHS } from '@/lib/storage/image-widths';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { updateEditionHome } from './home-actions';
import { getEditionHome } from './queries';

const discarded = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/storage/discard', () => ({
  discardStoredFiles: async (keys: string[]) => void discarded.push(...keys),
}));

prepareTestDatabase();

const M = 'admin.weekEditions.errors';
let staff = { adminId: 0, moderatorId: 0, userId: 0 };
let eventId = 0;

const home = () => ({
  id: eventId,
  visitors: 31234,
  countries: 21,
  exhibitors: 351,
  speakers: 124,
  conferences: 13,
  invitation: '<p>Урилга<script>alert(1)</script></p>',
  invitation_en: '<p onclick="steal()">Invitation</p>',
  about: '<p>Тухай <a href="javascript:alert(1)">холбоос</a></p>',
  about_en: '<p></p>',
  video: 'conference/seed-2025.mp4',
  poster: 'conference/seed-2025-poster.jpg',
});

beforeAll(async () => {
  staff = await createStaffAccounts();
  const [edition] = await db
    .insert(conferenceEvents)
    .values({
      name: 'MW 2025',
      nameEn: 'MW 2025',
      year: 2025,
      startsOn: '2025-09-11',
      endsOn: '2025-09-13',
      isCurrent: true,
      video: 'conference/seed-2025.mp4',
      poster: 'conference/seed-2025-poster.jpg',
    })
    .returning({ id: conferenceEvents.id });
  eventId = edition?.id ?? 0;
});

beforeEach(() => {
  signInAs({ kind: 'admin', id: staff.adminId });
  discarded.length = 0;
});

describe('updateEditionHome', () => {
  it('refuses a visitor and a read-only user', async () => {
    signInAs(null);
    expect(await updateEditionHome(home())).toEqual({ ok: false, error: 'errors.unauthorized' });
    signInAs({ kind: 'admin', id: staff.userId });
    expect(await updateEditionHome(home())).toEqual({ ok: false, error: 'errors.forbidden' });
    expect((await getEditionHome(eventId))?.visitors).toBe(0);
  });

  it('saves the figures and the texts sanitised, keeping the stored video and poster', async () => {
    expect(await updateEditionHome(home())).toEqual({ ok: true, data: { id: eventId } });
    const saved = await getEditionHome(eventId);
    expect(saved).toMatchObject({
      visitors: 31234,
      countries: 21,
      exhibitors: 351,
      speakers: 124,
      conferences: 13,
      about_en: '',
    });
    expect(saved?.invitation).toBe('<p>Урилга</p>');
    expect(saved?.invitation_en).toBe('<p>Invitation</p>');
    expect(saved?.about).toBe('<p>Тухай <a rel="noopener noreferrer">холбоос</a></p>');
    expect(saved?.poster_url).toBe('/files/conference/seed-2025-poster.jpg');
    expect(discarded).toEqual([]);
    expect(await db.$count(auditLog, eq(auditLog.action, 'conference-home.update'))).toBe(1);
  });

  it('takes a new upload in place of the video and poster and deletes the old files', async () => {
    const replaced = { ...home(), video: 'admin/video/Ab12-cd.mp4', poster: 'admin/images/Ef34_gh.png' };
    expect(await updateEditionHome(replaced)).toEqual({ ok: true, data: { id: eventId } });
    expect(discarded.sort()).toEqual(['conference/seed-2025-poster.jpg', 'conference/seed-2025.mp4']);
    const saved = await getEditionHome(eventId);
    expect(saved).toMatchObject({ video: 'admin/video/Ab12-cd.mp4', poster: 'admin/images/Ef34_gh.png' });
    // The upload route writes every width of VARIANT_WIDTHS, so the banner's srcset (its widths) exists for the poster.
    expect(IMAGE_USE_WIDTHS.banner.every((width) => VARIANT_WIDTHS.includes(width))).toBe(true);
    expect(imageSources(saved?.poster_url ?? '', 'banner')?.avif).toContain(
      '/files/admin/images/Ef34_gh.w1600.avif 1600w',
    );
  });

  it('refuses files the upload route did not write for their kind, negative figures and a missing edition', async () => {
    const stored = { ...home(), video: 'admin/video/Ab12-cd.mp4', poster: 'admin/images/Ef34_gh.png' };
    expect(await updateEditionHome({ ...stored, video: 'admin/images/Ef34_gh.png' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { video: [`${M}.videoInvalid`] },
    });
    expect(await updateEditionHome({ ...stored, poster: '../../etc/passwd' })).toEqual({
      ok: false,
      error: 'errors.invalidInput',
      fieldErrors: { poster: [`${M}.posterInvalid`] },
    });
    expect(await updateEditionHome({ ...stored, visitors: -5 })).toMatchObject({
      ok: false,
      fieldErrors: { visitors: [`${M}.figureInvalid`] },
    });
    expect(await updateEditionHome({ ...stored, id: 999 })).toEqual({ ok: false, error: `${M}.notFound` });
    expect((await getEditionHome(eventId))?.video).toBe('admin/video/Ab12-cd.mp4');
  });
});
