import { describe, expect, it } from 'vitest';

import { yearsOfWorkText } from './years-of-work';

const since = (from: string) => `${from}–present`;

describe('yearsOfWorkText', () => {
  it('writes a running range in the page language', () => {
    expect(yearsOfWorkText('2018–одоог хүртэл', since)).toBe('2018–present');
    expect(yearsOfWorkText('2018–', since)).toBe('2018–present');
    expect(yearsOfWorkText('2018 - present', since)).toBe('2018–present');
  });

  it('keeps a closed range and any other text as written', () => {
    expect(yearsOfWorkText('1994–2002', since)).toBe('1994–2002');
    expect(yearsOfWorkText('1994 оноос', since)).toBe('1994 оноос');
  });
});
