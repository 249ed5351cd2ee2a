'use client';

import { useLocale, useTranslations } from 'next-intl';

import { formatCalendarDay } from '@/lib/i18n/date-text';
import { pickLocalized } from '@/lib/i18n/localize';
import { localeOrDefault } from '@/lib/i18n/routing';
import type { AvailabilityDay } from '@/lib/meetings/queries';

import { LABEL } from '../../_components/styles';
import { chosenSlot, type SlotChoice } from './slot-choice';

const OPTION =
  'flex cursor-pointer items-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-ink has-[:checked]:border-brand-dark has-[:checked]:bg-brand-light has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-dark';
const RADIO = 'h-4 w-4 accent-brand-dark';

type SlotPickerProps = { days: readonly AvailabilityDay[]; choice: SlotChoice; onChange: (choice: SlotChoice) => void };

/** Seeds 5: the dates come from the free times, the times from the chosen date, the rooms from the chosen time. */
export function SlotPicker({ days, choice, onChange }: SlotPickerProps) {
  const t = useTranslations('meetings.newMeeting');
  const language = localeOrDefault(useLocale());
  const { day, time } = chosenSlot(days, choice);

  if (days.length === 0) return <p className="text-muted">{t('noTimes')}</p>;

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className={LABEL}>{t('date')}</legend>
        <div className="flex flex-wrap gap-2">
          {days.map((each) => (
            <label key={each.meeting_date} className={OPTION}>
              <input
                type="radio"
                name="meeting-date"
                className={RADIO}
                checked={each.meeting_date === choice.date}
                onChange={() => onChange({ date: each.meeting_date, timeId: null, roomId: null })}
              />
              {formatCalendarDay(language, each.meeting_date)}
            </label>
          ))}
        </div>
      </fieldset>
      {day ? (
        <fieldset>
          <legend className={LABEL}>{t('time')}</legend>
          <div className="flex flex-wrap gap-2">
            {day.times.map((each) => (
              <label key={each.meeting_time_id} className={OPTION}>
                <input
                  type="radio"
                  name="meeting-time"
                  className={RADIO}
                  checked={each.meeting_time_id === choice.timeId}
                  onChange={() => onChange({ ...choice, timeId: each.meeting_time_id, roomId: null })}
                />
                {each.meeting_time}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {time ? (
        <fieldset>
          <legend className={LABEL}>{t('room')}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {time.rooms.map((room) => (
              <label key={room.room_id} className={`${OPTION} flex-col items-stretch`}>
                {room.room_pic ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a stored file served as it is (no image optimiser here)
                  <img
                    src={room.room_pic}
                    alt=""
                    width={240}
                    height={140}
                    loading="lazy"
                    className="h-28 w-full rounded object-cover"
                  />
                ) : (
                  <span className="flex h-28 items-center justify-center rounded bg-gray-100 text-sm text-muted">
                    {t('noPicture')}
                  </span>
                )}
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="meeting-room"
                    className={RADIO}
                    checked={room.room_id === choice.roomId}
                    onChange={() => onChange({ ...choice, roomId: room.room_id })}
                  />
                  <span className="font-semibold">
                    {pickLocalized(room.room_number, room.room_number_en, language)}
                  </span>
                </span>
                <span className="text-sm text-muted">{t('capacity', { capacity: room.capacity })}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
