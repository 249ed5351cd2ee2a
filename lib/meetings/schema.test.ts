import { describe, expect, it } from 'vitest';

import { invitationSchema, meetingRefSchema, receiverSearchSchema } from './schema';

describe('invitationSchema', () => {
  it('reads ids from strings and makes the purpose optional', () => {
    expect(invitationSchema.parse({ receiver_id: '4', room_id: 2, meeting_time_id: '9' })).toEqual({
      receiver_id: 4,
      room_id: 2,
      meeting_time_id: 9,
      meeting_description: '',
    });
    expect(
      invitationSchema.parse({ receiver_id: 4, room_id: 2, meeting_time_id: 9, meeting_description: null })
        .meeting_description,
    ).toBe('');
    expect(
      invitationSchema.parse({ receiver_id: 4, room_id: 2, meeting_time_id: 9, meeting_description: '  Гэрээ  ' })
        .meeting_description,
    ).toBe('Гэрээ');
  });

  it('refuses missing, non-positive, fractional and out-of-range ids, and a purpose over 1000 characters', () => {
    const valid = { receiver_id: 4, room_id: 2, meeting_time_id: 9 };
    for (const bad of [
      { receiver_id: undefined },
      { room_id: '' },
      { meeting_time_id: 0 },
      { receiver_id: 1.5 },
      { room_id: 2_147_483_648 },
      { meeting_time_id: 'x' },
    ]) {
      expect(invitationSchema.safeParse({ ...valid, ...bad }).success).toBe(false);
    }
    const tooLong = invitationSchema.safeParse({ ...valid, meeting_description: 'x'.repeat(1001) });
    expect(tooLong.error?.issues[0]?.message).toBe('validation.invalid');
    expect(invitationSchema.safeParse({ ...valid, receiver_id: -1 }).error?.issues[0]?.message).toBe(
      'validation.positiveInteger',
    );
  });
});

describe('meetingRefSchema and receiverSearchSchema', () => {
  it('reads the seeds’ accept and cancel query', () => {
    expect(meetingRefSchema.parse({ id: '12', meetingNumber: 'M-000012' })).toEqual({
      id: 12,
      meetingNumber: 'M-000012',
    });
    expect(meetingRefSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(meetingRefSchema.safeParse({ meetingNumber: 'M-000012' }).success).toBe(false);
  });

  it('trims the search term, empty by default, at most 100 characters', () => {
    expect(receiverSearchSchema.parse({})).toEqual({ q: '' });
    expect(receiverSearchSchema.parse({ q: '  Бат ' })).toEqual({ q: 'Бат' });
    expect(receiverSearchSchema.safeParse({ q: 'x'.repeat(101) }).error?.issues[0]?.message).toBe('validation.term');
  });
});
