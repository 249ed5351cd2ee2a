import { describe, expect, it } from 'vitest';

import type { MeetingView } from '../meeting-view';
import { meetingMails } from './compose';

const MEETING: MeetingView = {
  meeting_id: 7,
  id: 7,
  meeting_number: 'M-000007',
  meeting_status: 'pending',
  meeting_date: '2025-09-11',
  meeting_time: '16:00',
  sender_id: 1,
  receiver_id: 2,
  sender_name: 'Говийн Зэс ХХК',
  sender_name_en: 'Gobi Copper LLC',
  receiver_name: 'Б.Болормаа',
  receiver_name_en: '',
  sender_email: 'sales@gobi.example.mn',
  receiver_email: 'bolormaa@example.mn',
  description: '',
  meeting_description: '',
  room_id: 3,
  room_number: 'Алтай <101>',
  room_number_en: 'Altai <101>',
  capacity: 6,
  room_pic: '',
  created_at: '2025-09-01T02:00:00.000Z',
};

describe('meetingMails', () => {
  it('writes one mail to each party, Mongolian first, English second, with the meeting’s details', () => {
    const [toSender, toReceiver] = meetingMails({ kind: 'invitation', meeting: MEETING, sequence: 0 });

    expect(toSender?.to).toBe('sales@gobi.example.mn');
    expect(toSender?.subject).toBe('Уулзалтын урилга илгээгдлээ / Meeting invitation sent · M-000007');
    expect(toSender?.text).toContain('Your meeting invitation was sent to Б.Болормаа.');
    expect(toReceiver?.to).toBe('bolormaa@example.mn');
    expect(toReceiver?.subject).toBe('Уулзалтын урилга / Meeting invitation · M-000007');
    expect(toReceiver?.text).toContain('Цаг: 16:00–17:00 (Улаанбаатарын цагаар)');
    expect(toReceiver?.text).toContain('Time: 16:00–17:00 (Ulaanbaatar time)');
    expect(toReceiver?.text).toContain('Өрөө: Алтай <101>, 6 хүний багтаамжтай');
    // Each language's block names the room in its language.
    expect(toReceiver?.text).toContain('Room: Altai <101>, seats 6');
    expect(toReceiver?.text).not.toContain('Зорилго');
    expect(toReceiver?.text.indexOf('Говийн Зэс ХХК таныг')).toBeLessThan(
      toReceiver?.text.indexOf('Gobi Copper LLC invites you') ?? -1,
    );
    expect(toReceiver?.html).toContain('Алтай &lt;101&gt;');
    expect(toReceiver?.html).toContain('<div lang="en"');
    expect(toReceiver?.locale).toBe('mn');
  });

  it('says who cancelled, in both languages, with a CANCEL calendar', () => {
    const mails = meetingMails({
      kind: 'cancelled',
      meeting: { ...MEETING, meeting_status: 'cancelled' },
      sequence: 2,
      cancelledBy: 2,
    });

    expect(mails.map((mail) => mail.calendar?.method)).toEqual(['CANCEL', 'CANCEL']);
    expect(mails[0]?.text).toContain('Уулзалтыг Б.Болормаа цуцаллаа.');
    expect(mails[0]?.text).toContain('The meeting was cancelled by Б.Болормаа.');
    expect(mails[0]?.text).toContain('Status: Cancelled');
  });

  it('sends invitations and acceptances with a REQUEST calendar, reminders with none', () => {
    expect(meetingMails({ kind: 'invitation', meeting: MEETING, sequence: 0 })[0]?.calendar?.method).toBe('REQUEST');
    expect(
      meetingMails({ kind: 'accepted', meeting: { ...MEETING, meeting_status: 'accepted' }, sequence: 1 })[1]?.calendar
        ?.method,
    ).toBe('REQUEST');
    const reminders = meetingMails({
      kind: 'reminder',
      meeting: { ...MEETING, meeting_status: 'accepted' },
      sequence: 1,
    });

    expect(reminders.map((mail) => mail.calendar)).toEqual([undefined, undefined]);
    expect(reminders[1]?.subject).toBe(
      'Сануулга: уулзалт 30 минутын дараа эхэлнэ / Reminder: your meeting starts in 30 minutes · M-000007',
    );
  });
  it('writes the meeting’s day with its weekday in each language', () => {
    const [toSender] = meetingMails({ kind: 'invitation', meeting: MEETING, sequence: 0 });

    for (const part of [toSender?.text ?? '', toSender?.html ?? '']) {
      expect(part).toContain('2025.09.11, Пүрэв');
      expect(part).toContain('Thu, Sep 11, 2025');
    }
    expect(toSender?.text).toContain('Огноо: 2025.09.11, Пүрэв');
    expect(toSender?.text).toContain('Date: Thu, Sep 11, 2025');
  });

  it('gives the plain-text part everything the HTML part says, in both languages, for every kind of mail', () => {
    const unescape = (html: string) =>
      html
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&');
    const kinds = ['invitation', 'accepted', 'cancelled', 'reminder'] as const;
    for (const kind of kinds) {
      const meeting = {
        ...MEETING,
        description: 'Хамтын ажиллагаа / Cooperation',
        meeting_status: kind === 'cancelled' ? ('cancelled' as const) : ('accepted' as const),
      };
      for (const mail of meetingMails({ kind, meeting, sequence: 1, cancelledBy: 1 })) {
        const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(mail.html)?.[1] ?? '';
        // Every piece of text the HTML part shows, cell by cell and paragraph by paragraph.
        const pieces = [...body.matchAll(/>([^<>]+)</g)]
          .map((match) => unescape(match[1] ?? '').trim())
          .filter(Boolean);
        expect(pieces.length, kind).toBeGreaterThan(20);
        for (const piece of pieces) expect(mail.text, `${kind}: ${piece}`).toContain(piece);
        // English as much as Mongolian.
        expect(mail.text, kind).toContain('Meeting number: M-000007');
        expect(mail.text, kind).toContain('Уулзалтын дугаар: M-000007');
      }
    }
  });
});
