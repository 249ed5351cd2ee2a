import { describe, expect, it } from 'vitest';

import { decodablePath } from './decodable-path';

describe('decodablePath', () => {
  it('keeps a path that decodes, escapes included', () => {
    expect(decodablePath('/mm/blog/%D1%83%D1%83%D0%BB=1')).toBe('/mm/blog/%D1%83%D1%83%D0%BB=1');
    expect(decodablePath('/files/news/a%20b.jpg')).toBe('/files/news/a%20b.jpg');
  });

  it('escapes every percent sign of a path that does not decode, so it decodes to the text as typed', () => {
    for (const path of ['/mm/%ZZ', '/files/%A0', '/mm/blog/50%=1', '/yellow-page/%E0%A4']) {
      const escaped = decodablePath(path);
      expect(decodeURIComponent(escaped)).toBe(path);
    }
  });
});
