import { describe, expect, it } from 'vitest';

import { MEMBER_FILE_ACCEPT, MEMBER_FILE_MAX_BYTES, memberFileProblem } from './member-file-rules';

describe('memberFileProblem', () => {
  it('accepts the five kinds up to 20 MB, whatever the case of the extension', () => {
    expect(memberFileProblem({ name: 'Report.PDF', size: 1000 })).toBeNull();
    expect(memberFileProblem({ name: 'photo.jpeg', size: MEMBER_FILE_MAX_BYTES })).toBeNull();
    expect(MEMBER_FILE_ACCEPT).toBe('.pdf,.jpg,.jpeg,.png,.docx,.xlsx');
  });

  it('names what is wrong with another kind or a larger file', () => {
    expect(memberFileProblem({ name: 'notes.txt', size: 10 })).toBe('wrongType');
    expect(memberFileProblem({ name: 'pdf', size: 10 })).toBe('wrongType');
    expect(memberFileProblem({ name: 'scan.pdf', size: MEMBER_FILE_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});
