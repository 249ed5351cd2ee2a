import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const TEMPLATE = readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx.conf.template'), 'utf8');

type MapRule = { pattern: RegExp | null; value: string };

/** The rules of the template's `map $request_uri $page_cache_address` block, in their order (`default`: no pattern). */
function pageCacheAddressRules(): MapRule[] {
  const block = /map \$request_uri \$page_cache_address \{\n([\s\S]*?)\n\s*\}/.exec(TEMPLATE)?.[1] ?? '';

  return block.split('\n').map((line) => {
    const regexRule = /^\s*"~(.*)"\s+(\S+);$/.exec(line);
    if (regexRule) return { pattern: new RegExp(regexRule[1] ?? ''), value: regexRule[2] ?? '' };
    const defaultRule = /^\s*default\s+(\S+);$/.exec(line);
    if (defaultRule) return { pattern: null, value: defaultRule[1] ?? '' };
    throw new Error(`A line the test does not read: ${line}`);
  });
}

/**
 * The address part of the page cache's key for a request to `requestUri`, as nginx works it out: the first
 * regular expression that matches gives the value, its named captures filled in; else the default.
 */
function pageCacheAddress(requestUri: string): string {
  const rules = pageCacheAddressRules();
  const matched = rules.map((rule) => ({ rule, match: rule.pattern?.exec(requestUri) })).find(({ match }) => match);
  const { value } = matched?.rule ?? rules.find((rule) => rule.pattern === null) ?? { value: '' };

  return value.replace(/\$(\w+)/g, (_, name: string) =>
    name === 'request_uri' ? requestUri : (matched?.match?.groups?.[name] ?? ''),
  );
}

describe('the page cache key of deploy/nginx.conf.template', () => {
  it('is built from the page cache address for the pages', () => {
    expect(pageCacheAddressRules().length).toBeGreaterThanOrEqual(4);
    expect(TEMPLATE).toContain('proxy_cache_key "$scheme$http_host$page_cache_address|$http_rsc|');
  });

  it('keeps a stored page once, whatever made-up query it is asked with', () => {
    const samePage = {
      '/mm/detail/48?utm_source=x': '/mm/detail/48',
      '/mm/detail/48': '/mm/detail/48',
      '/en/mm/page/20?a=1&b=2': '/en/mm/page/20',
      '/yellow-page/10?ref=home': '/yellow-page/10',
      '/mw/2023/news/detail/5?x': '/mw/2023/news/detail/5',
      '/mw/2022/category/2?x=1': '/mw/2022/category/2',
      '/mm/blog/8=1?page=9': '/mm/blog/8=1',
      '/mm?x=1': '/mm',
      '/en/mw/agenda?_rsc=abc': '/en/mw/agenda',
      '/yellow-page/view/all?x=1': '/yellow-page/view/all',
    };
    for (const [address, key] of Object.entries(samePage)) expect(pageCacheAddress(address), address).toBe(key);
  });

  it('keeps the query of the pages that read it, of the language switch and of every address outside the public sites', () => {
    for (const address of [
      '/mm/blog?q=gold',
      '/en/mm/blog?q=gold&page=2',
      '/mm/trade?tab=report',
      '/mm/member-assessment?step=2',
      '/yellow-page?main=01&page=2',
      '/en/yellow-page?q=mining',
      '/yellow-page/meeting/login?error=AccessDenied',
      '/en/yellow-page/meeting/7?x=1',
      '/en/mm/contact?switch-language=1',
      '/en/mm/contact?from=x&switch-language=1',
      '/api/mm/get/news?lang=en&page=2',
      '/files/news/a.webp?v=1',
      '/mmx?x=1',
      '/admin/news?page=2',
    ]) {
      expect(pageCacheAddress(address), address).toBe(address);
    }
  });

  it('takes the path as sent, so that an encoded question mark in a path is no query', () => {
    expect(pageCacheAddress('/mm/blog%3Fq=gold')).toBe('/mm/blog%3Fq=gold');
    expect(pageCacheAddress('/mm/blog%3Fq=gold')).not.toBe(pageCacheAddress('/mm/blog?q=gold'));
  });
});
