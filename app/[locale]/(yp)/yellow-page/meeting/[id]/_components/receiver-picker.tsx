'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { pickLocalized } from '@/lib/i18n/localize';
import { localeOrDefault } from '@/lib/i18n/routing';
import type { ReceiverOption } from '@/lib/meetings/queries';

import { callAttendeeApi } from '../../_components/attendee-api';
import { ERROR, INPUT, LABEL, LINK_BUTTON } from '../../_components/styles';

/** The search waits for a pause in typing, so one request goes out per term, not per key. */
const SEARCH_DELAY_MS = 300;

type Results = { status: 'searching' } | { status: 'failed' } | { status: 'found'; users: ReceiverOption[] };

type ReceiverPickerProps = { receiver: ReceiverOption | null; onChange: (receiver: ReceiverOption | null) => void };

/** Seeds 5: the receiver, searched on the server by name or by whole e-mail address (never the attendee itself). */
export function ReceiverPicker({ receiver, onChange }: ReceiverPickerProps) {
  const t = useTranslations('meetings');
  const locale = useLocale();
  const language = localeOrDefault(locale);
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<Results>({ status: 'searching' });
  // The address shows only for a search by that whole address; a search by name answers none.
  const describe = (user: ReceiverOption) =>
    [pickLocalized(user.name, user.name_en, language), user.email, t(`userTypes.${user.user_type}`)]
      .filter(Boolean)
      .join(' · ');

  useEffect(() => {
    if (receiver) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      const answer = await callAttendeeApi<{ users: ReceiverOption[] }>(
        `/api/yellow-page/get/all-users?${new URLSearchParams({ q: term.trim() })}`,
        {
          locale,
          signal: controller.signal,
        },
      );
      if (controller.signal.aborted) return;
      setResults(
        answer.status === 200 && Array.isArray(answer.body.users)
          ? { status: 'found', users: answer.body.users }
          : { status: 'failed' },
      );
    }, SEARCH_DELAY_MS);

    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [term, locale, receiver]);

  if (receiver) {
    return (
      <fieldset className="space-y-2">
        <legend className={LABEL}>{t('newMeeting.receiver')}</legend>
        <p className="rounded-md border border-brand-dark bg-brand-light px-3 py-2 text-ink">{describe(receiver)}</p>
        {/* Focus moves here from the chosen row, which is gone. */}
        <button type="button" autoFocus onClick={() => onChange(null)} className={LINK_BUTTON}>
          {t('newMeeting.changeReceiver')}
        </button>
      </fieldset>
    );
  }

  return (
    <div className="space-y-2">
      <label htmlFor="receiver-search" className={LABEL}>
        {t('newMeeting.search')}
      </label>
      <input
        id="receiver-search"
        type="search"
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setResults({ status: 'searching' });
        }}
        autoComplete="off"
        className={INPUT}
      />
      <div aria-live="polite">
        {results.status === 'searching' ? <p className="text-sm text-muted">{t('newMeeting.searching')}</p> : null}
        {results.status === 'failed' ? <p className={ERROR}>{t('errors.searchFailed')}</p> : null}
        {results.status === 'found' && results.users.length === 0 ? (
          <p className="text-sm text-muted">{t('newMeeting.noMatch')}</p>
        ) : null}
      </div>
      {results.status === 'found' && results.users.length > 0 ? (
        <ul
          aria-label={t('newMeeting.receiver')}
          className="max-h-56 divide-y divide-gray-200 overflow-y-auto rounded-md border border-gray-300"
        >
          {results.users.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                onClick={() => onChange(user)}
                className="w-full px-3 py-2 text-left text-ink hover:bg-brand-light focus-visible:bg-brand-light focus-visible:outline-2 focus-visible:outline-brand-dark"
              >
                {describe(user)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
