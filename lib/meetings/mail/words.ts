import type { Locale } from '@/lib/i18n/routing';

import { type MeetingStatus, REMINDER_MINUTES_BEFORE } from '../constants';

/** What happened, and so which mail each party gets. */
export type MeetingMailKind = 'invitation' | 'accepted' | 'cancelled' | 'reminder';
export type MeetingParty = 'sender' | 'receiver';
/** The people a mail names, in the block's language. */
export type MailNames = { sender: string; receiver: string; canceller: string };

type MailWords = {
  subject: Record<MeetingMailKind, Record<MeetingParty, string>>;
  intro: Record<MeetingMailKind, Record<MeetingParty, (names: MailNames) => string>>;
  labels: {
    number: string;
    sender: string;
    receiver: string;
    date: string;
    time: string;
    room: string;
    purpose: string;
    status: string;
    page: string;
  };
  status: Record<MeetingStatus, string>;
  /** Follows the times: they are the expo's local times, whatever the reader's zone. */
  localTime: string;
  capacity: (people: number) => string;
  signature: string;
};

const both = <T>(text: T): Record<MeetingParty, T> => ({ sender: text, receiver: text });

/** The meeting mails' words, written here (not in the message files) as the mails are the domain's own. */
export const MAIL_WORDS: Record<Locale, MailWords> = {
  mn: {
    subject: {
      invitation: { sender: 'Уулзалтын урилга илгээгдлээ', receiver: 'Уулзалтын урилга' },
      accepted: both('Уулзалт зөвшөөрөгдлөө'),
      cancelled: both('Уулзалт цуцлагдлаа'),
      reminder: both(`Сануулга: уулзалт ${REMINDER_MINUTES_BEFORE} минутын дараа эхэлнэ`),
    },
    intro: {
      invitation: {
        sender: ({ receiver }) =>
          `Таны уулзалтын урилга илгээгдлээ. ${receiver} хариу өгөхөд танд цахим шуудангаар мэдэгдэнэ.`,
        receiver: ({ sender }) =>
          `${sender} таныг уулзалтад урьж байна. Уулзалтын хуудсандаа нэвтэрч урилгыг зөвшөөрөх эсвэл цуцлах боломжтой.`,
      },
      accepted: {
        sender: ({ receiver }) => `${receiver} таны уулзалтын урилгыг зөвшөөрлөө.`,
        receiver: () => 'Та уулзалтын урилгыг зөвшөөрлөө.',
      },
      cancelled: both(({ canceller }: MailNames) => `Уулзалтыг ${canceller} цуцаллаа.`),
      reminder: both(() => `Таны уулзалт ${REMINDER_MINUTES_BEFORE} минутын дараа эхэлнэ.`),
    },
    labels: {
      number: 'Уулзалтын дугаар',
      sender: 'Урьсан',
      receiver: 'Уригдсан',
      date: 'Огноо',
      time: 'Цаг',
      room: 'Өрөө',
      purpose: 'Зорилго',
      status: 'Төлөв',
      page: 'Уулзалтын хуудас',
    },
    status: { accepted: 'Зөвшөөрсөн', pending: 'Хүлээгдэж байна', cancelled: 'Цуцлагдсан' },
    localTime: 'Улаанбаатарын цагаар',
    capacity: (people) => `${people} хүний багтаамжтай`,
    signature: 'Хүндэтгэсэн, Монголын Уул Уурхайн Үндэсний Ассоциаци',
  },
  en: {
    subject: {
      invitation: { sender: 'Meeting invitation sent', receiver: 'Meeting invitation' },
      accepted: both('Meeting accepted'),
      cancelled: both('Meeting cancelled'),
      reminder: both(`Reminder: your meeting starts in ${REMINDER_MINUTES_BEFORE} minutes`),
    },
    intro: {
      invitation: {
        sender: ({ receiver }) =>
          `Your meeting invitation was sent to ${receiver}. You will get a mail when they answer.`,
        receiver: ({ sender }) =>
          `${sender} invites you to a meeting. Sign in to your meeting page to accept or cancel it.`,
      },
      accepted: {
        sender: ({ receiver }) => `${receiver} accepted your meeting invitation.`,
        receiver: ({ sender }) => `You accepted the meeting invitation from ${sender}.`,
      },
      cancelled: both(({ canceller }: MailNames) => `The meeting was cancelled by ${canceller}.`),
      reminder: both(() => `Your meeting starts in ${REMINDER_MINUTES_BEFORE} minutes.`),
    },
    labels: {
      number: 'Meeting number',
      sender: 'Invited by',
      receiver: 'Invitee',
      date: 'Date',
      time: 'Time',
      room: 'Room',
      purpose: 'Purpose',
      status: 'Status',
      page: 'Meeting page',
    },
    status: { accepted: 'Accepted', pending: 'Pending', cancelled: 'Cancelled' },
    localTime: 'Ulaanbaatar time',
    capacity: (people) => `seats ${people}`,
    signature: 'Kind regards, the Mongolian National Mining Association',
  },
};
