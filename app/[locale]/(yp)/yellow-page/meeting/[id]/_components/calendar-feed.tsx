'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { callAttendeeApi } from '../../_components/attendee-api';
import { ERROR, INPUT, LABEL, NOTICE, SECONDARY_BUTTON } from '../../_components/styles';
import { useTimedMessage } from '@/components/forms/use-timed-message';
import { MEETING_MESSAGE_MS } from '@/lib/meetings/constants';

/** Calendar apps subscribe to a feed with the webcal scheme; the https address is the same feed. */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

/** The attendee's personal calendar feed: copy or subscribe, and a new secret address when the old one leaked. */
export function CalendarFeed({ initialUrl }: { initialUrl: string }) {
  const t = useTranslations('meetings');
  const locale = useLocale();
  const [url, setUrl] = useState(initialUrl);
  const [isRotating, setIsRotating] = useState(false);
  const [notice, showNotice] = useTimedMessage(MEETING_MESSAGE_MS);
  const [failure, showFailure] = useTimedMessage(MEETING_MESSAGE_MS);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showNotice(t('calendar.copied'));
    } catch {
      // Without clipboard access the address stays selectable in its field.
    }
  };

  const onRotate = async () => {
    setIsRotating(true);
    const answer = await callAttendeeApi<{ calendar_url: string }>('/api/yellow-page/calendar/rotate', {
      locale,
      method: 'POST',
    });
    setIsRotating(false);
    if (answer.status === 200 && answer.body.calendar_url) {
      setUrl(answer.body.calendar_url);
      showNotice(t('calendar.rotated'));
    } else {
      showFailure(t('errors.rotateFailed'));
    }
  };

  return (
    <section
      aria-labelledby="calendar-feed-title"
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id="calendar-feed-title" className="text-lg font-semibold text-ink">
        {t('calendar.title')}
      </h2>
      <p className="text-sm text-muted">{t('calendar.intro')}</p>
      <div>
        <label htmlFor="calendar-feed-url" className={LABEL}>
          {t('calendar.address')}
        </label>
        <input
          id="calendar-feed-url"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className={`${INPUT} font-mono text-sm`}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void onCopy()} className={SECONDARY_BUTTON}>
          {t('calendar.copy')}
        </button>
        <a href={webcalOf(url)} className={SECONDARY_BUTTON}>
          {t('calendar.subscribe')}
        </a>
        <button type="button" onClick={() => void onRotate()} disabled={isRotating} className={SECONDARY_BUTTON}>
          {isRotating ? t('calendar.rotating') : t('calendar.rotate')}
        </button>
      </div>
      <p role="status" className={notice ? NOTICE : 'sr-only'}>
        {notice}
      </p>
      {failure ? (
        <p role="alert" className={ERROR}>
          {failure}
        </p>
      ) : null}
    </section>
  );
}
