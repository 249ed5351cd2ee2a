import { z } from 'zod';

import { API_ROUTES } from './routes';
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

  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

function operation(route: ApiRoute) {
  const responses: Record<string, unknown> = {
    200: {
      description: `Keys: ${route.responseKeys.join(', ')}`,
      content: { 'application/json': { schema: { type: 'object', required: [...route.responseKeys] } } },
    },
  };
  for (const status of route.errors ?? []) responses[status] = { description: ERROR_DESCRIPTIONS[status] ?? 'Error' };

  return {
    summary: route.summary,
    tags: [route.tag],
    ...(route.query ? { parameters: queryParameters(route.query) } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body) } } } } : {}),
    ...(route.isAdmin ? { security: [{ session: [] }] } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 description of every route handler, built from the schemas the handlers validate with. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of API_ROUTES) paths[route.path] = { ...paths[route.path], [route.method]: operation(route) };

  return {
    openapi: '3.1.0',
    info: { title: 'Mongolian National Mining Association API', version: '1.0.0', description: 'Public reads and submissions of the association site, and the staff back-office reads.' },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'next-auth.session-token' } } },
    paths,
  };
}
