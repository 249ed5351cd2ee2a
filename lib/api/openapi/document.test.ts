import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { openApiDocument } from './document';

/** Every /api route handler on disk, as its URL path (Next's catch-all auth route excluded: next-auth's own). */
function routeHandlerPaths(folder: string, prefix: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    // A dynamic segment `[kind]` is the path parameter `{kind}` in OpenAPI.
    const segment = name.replace(/^\[(\w+)\]$/, '{$1}');
    if (statSync(full).isDirectory())
      return name.startsWith('[...') ? [] : routeHandlerPaths(full, `${prefix}/${segment}`);

    return name === 'route.ts' ? [prefix] : [];
  });
}

describe('openApiDocument', () => {
  const document = openApiDocument('http://localhost:3000');

  it('is an OpenAPI 3.1 document with query parameters from the zod schemas', () => {
    expect(document.openapi).toBe('3.1.0');
    const news = document.paths['/api/get/news']?.get as { parameters: Array<{ name: string; required: boolean }> };
    expect(news.parameters.map((parameter) => parameter.name)).toEqual(['category', 'lang', 'page', 'limit']);
  });

  it('lists the seeds’ fields of a conference or directory call and says where it differs', () => {
    const people = document.paths['/api/yellow-page/people']?.get as {
      responses: Record<string, { description: string; 'x-seeds-fields'?: Record<string, string[]> }>;
    };
    const answer = people.responses[200];
    expect(answer?.['x-seeds-fields']?.['people.data[]']).toEqual([
      'id',
      'person_id',
      'phone_number',
      'approval',
      'person_info',
    ]);
    expect(answer?.description).toContain('No registrant');
  });

  it('describes every route handler under /api', () => {
    const onDisk = routeHandlerPaths(path.resolve('app/api'), '/api').filter((route) => route !== '/api/openapi.json');
    expect(Object.keys(document.paths).sort()).toEqual(onDisk.sort());
  });
});
