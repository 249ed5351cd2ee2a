import {
  categoriesByMainQuerySchema,
  categoriesQuerySchema,
  companiesQuerySchema,
  companyQuerySchema,
  peopleQuerySchema,
} from '@/lib/directory/schema';

import type { ApiRoute } from './types';

/** The business directory's public reads (seeds conference-and-directory 7.3): directory. */
export const DIRECTORY_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/yellow-page/categories',
    summary: 'Every sub category in code order, named in ?language=',
    tag: 'directory',
    query: categoriesQuerySchema,
    responseKeys: ['subCategories'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/yellow-page/categories-by-main',
    summary: 'The sub categories of one main category (01-04)',
    tag: 'directory',
    query: categoriesByMainQuerySchema,
    responseKeys: ['subCategories'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/yellow-page/news',
    summary: 'Published news flagged for the directory, newest first (at most 50)',
    tag: 'directory',
    responseKeys: ['news'],
  },
  {
    method: 'get',
    path: '/api/yellow-page/banner',
    summary: 'The directory home’s banner slides in order',
    tag: 'directory',
    responseKeys: ['banner'],
  },
  {
    method: 'get',
    path: '/api/yellow-page/companies',
    summary:
      'One page of approved companies by main or sub category, name (both languages) or first letter; logos first, then dictionary order',
    tag: 'directory',
    query: companiesQuerySchema,
    responseKeys: ['companies', 'total', 'totalPages'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/yellow-page/people',
    summary: 'One page of approved consultant engineers, searched by name',
    tag: 'directory',
    query: peopleQuerySchema,
    responseKeys: ['people'],
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/yellow-page/company',
    summary: 'An approved company with its categories and contacts',
    tag: 'directory',
    query: companyQuerySchema,
    responseKeys: ['company'],
    errors: [400, 404],
  },
];
