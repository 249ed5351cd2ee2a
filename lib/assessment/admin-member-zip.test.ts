import { describe, expect, it } from 'vitest';

import { extensionForContentType, proofEntryName } from './admin-member-zip';

describe('proofEntryName', () => {
  it('names an entry by the question id and the extension of the content type', () => {
    expect(proofEntryName('1.1.1', 'application/pdf')).toBe('1.1.1.pdf');
    expect(proofEntryName('2.1.1', 'image/png')).toBe('2.1.1.png');
    expect(proofEntryName('3.2.1', 'image/jpeg')).toBe('3.2.1.jpg');
    expect(proofEntryName('4.1.2', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      '4.1.2.docx',
    );
    expect(proofEntryName('5.1.1', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(
      '5.1.1.xlsx',
    );
  });

  it('ignores parameters and case, and falls back to bin for an unknown or missing type', () => {
    expect(extensionForContentType('Application/PDF; charset=binary')).toBe('pdf');
    expect(extensionForContentType('text/html')).toBe('bin');
    expect(extensionForContentType(null)).toBe('bin');
  });
});
