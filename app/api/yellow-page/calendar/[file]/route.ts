import { jsonError } from '@/lib/http/json-response';
import { attendeeRequestLocale } from '@/lib/meetings/attendee-http';
import { attendeeTranslator } from '@/lib/meetings/attendee-messages';
import { calendarFeedOf } from '@/lib/meetings/calendar-feed';

/** `{secret}.ics`: the secret is url-safe base64 (long enough that nobody guesses one; the lookup decides). */
const FEED_FILE = /^([A-Za-z0-9_-]{1,200})\.ics$/;

type Context = { params: Promise<{ file: string }> };

// GET /api/yellow-page/calendar/{secret}.ics – an attendee's meetings as an iCalendar feed for calendar apps; the
// secret in the address is the only key (no session: calendar servers fetch it), replaced to revoke it.
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const secret = FEED_FILE.exec((await params).file)?.[1];
  const feed = secret ? await calendarFeedOf(secret) : null;
  if (feed === null) return jsonError(404, attendeeTranslator(attendeeRequestLocale(request))('errors.feedNotFound'));

  return new Response(feed, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="meetings.ics"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
