import { describe, expect, it } from 'vitest';

import { parseReportListing, reportsPath } from './report-listing';

describe('parseReportListing', () => {
  it('reads the page of report={page}', () => {
    expect(parseReportListing('report=1')).toBe(1);
    expect(parseReportListing('report=12')).toBe(12);
    expect(parseReportListing('report%3D2')).toBe(2);
  });

  it('refuses every other segment', () => {
    for (const segment of [
      'report',
      'report=',
      'report=0',
      'report=abc',
      'reports=1',
      'about',
      'report=1x',
      'report=1234567',
      '%E0%A4%A',
    ]) {
      expect(parseReportListing(segment)).toBeNull();
    }
  });

  it('writes the path of a page', () => {
    expect(reportsPath(3)).toBe('/mm/report=3');
  });
});
