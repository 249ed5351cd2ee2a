'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';

import type { MeetingView } from '@/lib/meetings/meeting-view';
import type { AvailabilityDay, ReceiverOption } from '@/lib/meetings/queries';

import { callAttendeeApi, jsonBody } from '../../_components/attendee-api';
import { BUTTON, ERROR, INPUT, LABEL } from '../../_components/styles';
import { ReceiverPicker } from './receiver-picker';
import { chosenSlot, keepFreeChoice, NO_SLOT, type SlotChoice } from './slot-choice';
import { SlotPicker } from './slot-picker';

type Availability = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; days: AvailabilityDay[] };
type Failure = { reason: string } | null;

/**
 * The days, times and rooms still free for the attendee and, once one is chosen, for the receiver too (the server
 * leaves out the hours either already has a meeting at); null when they could not be read.
 */
async function fetchAvailability(locale: string, receiverId: number | null): Promise<AvailabilityDay[] | null> {
  const query = receiverId === null ? '' : `?receiver_id=${receiverId}`;
  const answer = await callAttendeeApi<{ meetings: AvailabilityDay[] }>(
    `/api/yellow-page/get/available-meeting-times${query}`,
    { locale },
  );

  return answer.status === 200 && Array.isArray(answer.body.meetings) ? answer.body.meetings : null;
}

const availabilityOf = (days: AvailabilityDay[] | null): Availability =>
  days ? { status: 'loaded', days } : { status: 'failed' };

/** Seeds 2.4, 5: receiver, date, time, room, an optional purpose; send appears once the four are chosen. */
export function NewMeetingForm({ onSent, onClose }: { onSent: () => void; onClose: () => void }) {
  const t = useTranslations('meetings');
  const locale = useLocale();
  const [availability, setAvailability] = useState<Availability>({ status: 'loading' });
  const [receiver, setReceiver] = useState<ReceiverOption | null>(null);
  const [choice, setChoice] = useState<SlotChoice>(NO_SLOT);
  const [purpose, setPurpose] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const [isSent, setIsSent] = useState(false);

  // Raised to read the free times again (after a conflict).
  const [readings, setReadings] = useState(0);
  const receiverId = receiver?.id ?? null;

  // Read at the start, for each receiver chosen (the hours offered are then those free for both) and after a
  // conflict; the choice is kept as far as it is still free.
  useEffect(() => {
    let isCurrent = true;
    void fetchAvailability(locale, receiverId).then((fresh) => {
      if (!isCurrent) return;
      setAvailability(availabilityOf(fresh));
      if (fresh) setChoice((current) => keepFreeChoice(fresh, current));
    });

    return () => {
      isCurrent = false;
    };
  }, [locale, receiverId, readings]);

  const days = availability.status === 'loaded' ? availability.days : [];
  const { room } = chosenSlot(days, choice);
  const isComplete = receiver !== null && room !== undefined && choice.timeId !== null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!receiver || !room || choice.timeId === null) return;
    setIsSending(true);
    setFailure(null);
    const invitation = {
      receiver_id: receiver.id,
      room_id: room.room_id,
      meeting_time_id: choice.timeId,
      meeting_description: purpose,
    };
    const answer = await callAttendeeApi<{ meeting: MeetingView }>('/api/yellow-page/send/meeting-invitation', {
      locale,
      method: 'POST',
      ...jsonBody(invitation),
    });
    setIsSending(false);
    if (answer.status === 200) {
      setIsSent(true);
      onSent();

      return;
    }
    setFailure({ reason: answer.body.message ?? '' });
    // Someone booked first: the free times are read again.
    if (answer.status === 409) setReadings((count) => count + 1);
  };

  if (isSent) {
    return (
      <div role="status" className="space-y-3 py-4 text-center">
        <p className="text-xl font-bold text-brand-dark">{t('newMeeting.success')}</p>
        <p className="text-ink">{t('newMeeting.successNotice')}</p>
        <button type="button" onClick={onClose} className={BUTTON}>
          {t('newMeeting.close')}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <ReceiverPicker
        receiver={receiver}
        onChange={(next) => {
          setReceiver(next);
          setFailure(null);
          // No hour is offered until the hours free for both have been read.
          if (next?.id !== receiverId) setAvailability({ status: 'loading' });
        }}
      />
      {availability.status === 'loading' ? <p className="text-muted">{t('newMeeting.loading')}</p> : null}
      {availability.status === 'failed' ? <p className={ERROR}>{t('errors.availabilityFailed')}</p> : null}
      {availability.status === 'loaded' ? (
        <SlotPicker
          days={availability.days}
          choice={choice}
          onChange={(next) => {
            setChoice(next);
            setFailure(null);
          }}
        />
      ) : null}
      <div>
        <label htmlFor="meeting-purpose" className={LABEL}>
          {t('newMeeting.purpose')}
        </label>
        <textarea
          id="meeting-purpose"
          value={purpose}
          onChange={(event) => setPurpose(event.target.value)}
          maxLength={1000}
          rows={3}
          className={INPUT}
        />
      </div>
      {failure ? (
        <div role="alert" className={ERROR}>
          <p>{t('errors.inviteFailed')}</p>
          {failure.reason ? <p className="font-normal">{failure.reason}</p> : null}
        </div>
      ) : null}
      {isComplete ? (
        <button type="submit" disabled={isSending} className={BUTTON}>
          {isSending ? t('newMeeting.sending') : t('newMeeting.send')}
        </button>
      ) : null}
    </form>
  );
}
