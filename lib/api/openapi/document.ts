import { z } from 'zod';

import { API_ROUTES } from './routes';
import { SEEDS_ANSWERS } from './seeds-answers';
import { SEEDS_ENTITIES, type SeedsAnswer } from './seeds-entities';
import type { ApiRoute } from './types';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: `{ message, errors: { field: message } }`',
  401: 'No session',
  403: 'Wrong role',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  415: 'Wrong file type',
  429: 'Rate limited (see Retry-After)',
  503: 'Temporarily unavailable',
};

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

function jsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function queryParameters(query: z.ZodObject) {
  const schema = jsonSchema(query);
  const required = new Set(schema.required ?? []);

  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

/** The 200 answer's description: its keys, then the seeds entities it holds and where we differ from the seeds. */
function answerDescription(route: ApiRoute, seeds: SeedsAnswer | undefined): string {
  const keys = `Keys: ${route.responseKeys.join(', ')}`;
  if (!seeds) return keys;
  const entities = seeds.answers.map(
    ([path, entity]) => `\`${path || '(the answer)'}\`: seeds ${SEEDS_ENTITIES[entity].name}`,
  );

  return [keys, ...entities, ...(seeds.note ? [seeds.note] : [])].join('. ');
}

/** `x-seeds-fields`: each place of the answer with the seeds' fields it always has. */
function seedsFields(seeds: SeedsAnswer): Record<string, readonly string[]> {
  return Object.fromEntries(seeds.answers.map(([path, entity]) => [path, SEEDS_ENTITIES[entity].fields]));
}

function operation(route: ApiRoute) {
  const seeds = SEEDS_ANSWERS[`${route.method} ${route.path}`];
  const responses: Record<string, unknown> = {
    200: {
      description: answerDescription(route, seeds),
      content: { 'application/json': { schema: { type: 'object', required: [...route.responseKeys] } } },
      ...(seeds ? { 'x-seeds-fields': seedsFields(seeds) } : {}),
    },
  };
  for (const status of route.errors ?? []) responses[status] = { description: ERROR_DESCRIPTIONS[status] ?? 'Error' };

  return {
    summary: route.summary,
    tags: [route.tag],
    ...(route.query ? { parameters: queryParameters(route.query) } : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body) } } } }
      : {}),
    ...(route.isAdmin ? { security: [{ session: [] }] } : {}),
    responses,
  };
}

const DESCRIPTION = [
  'Public reads and submissions of the association site, the conference and the business directory, the expo meetings, and the staff back-office reads.',
  'The conference and directory calls (seeds/conference-and-directory.md 7.1 to 7.5) answer the entities of its section 3 with the seeds’ field names:',
  'each such operation lists them by their place in the answer (`x-seeds-fields` of its 200 answer) and says what it adds or does differently.',
  'Attendee calls take the attendee from the session: an attendee id in the request (sender_id, userId, id) is only compared with it.',
  'The seeds’ older directory views are not served, the current calls replace them: GET /yellow-page/list, PUT /yellow-page/category,',
  'GET /yellow-page/get/company-detail, POST /yellow-page/update/company-detail and /update/company-status; GET /api/yellow-page/categories',
  'answers the current view’s subCategories, not the older view’s categories.',
].join(' ');

/** The OpenAPI 3.1 description of every route handler, built from the schemas the handlers validate with. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of API_ROUTES) paths[route.path] = { ...paths[route.path], [route.method]: operation(route) };

  return {
    openapi: '3.1.0',
    info: { title: 'Mongolian National Mining Association API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'next-auth.session-token' } } },
    paths,
  };
}
