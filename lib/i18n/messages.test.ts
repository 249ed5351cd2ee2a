import { describe, expect, it } from 'vitest';

import { pickMessages } from './messages';

const MESSAGES = {
  common: { retry: 'Дахин оролдох', loadFailed: 'Ачаалж чадсангүй', siteName: 'МУУҮА' },
  trade: { filters: { start: 'Эхлэх огноо', end: 'Дуусах огноо' }, title: 'Арилжаа' },
  validation: { required: 'Заавал' },
};

describe('pickMessages', () => {
  it('keeps whole domains and single keys by dotted path, nothing else', () => {
    expect(pickMessages(MESSAGES, ['validation', 'trade.filters', 'common.retry'])).toEqual({
      validation: { required: 'Заавал' },
      trade: { filters: { start: 'Эхлэх огноо', end: 'Дуусах огноо' } },
      common: { retry: 'Дахин оролдох' },
    });
  });

  it('merges several keys of one domain and skips paths that do not exist', () => {
    expect(pickMessages(MESSAGES, ['common.retry', 'common.loadFailed', 'common.missing', 'nothing.here'])).toEqual({
      common: { retry: 'Дахин оролдох', loadFailed: 'Ачаалж чадсангүй' },
    });
  });
});
