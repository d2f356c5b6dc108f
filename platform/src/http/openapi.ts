import { Router } from 'express';
import { z } from 'zod';

/** OpenAPI path items, keyed by path then method; each route module exports its own next to the routes. */
export type OpenApiPaths = Record<string, Record<string, unknown>>;

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output' = 'input') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;

/** The query parameters of a zod object schema, for an operation's `parameters`. */
export function queryParameters(schema: z.ZodObject): unknown[] {
  return Object.entries(schema.shape).map(([name, property]) => ({
    name,
    in: 'query',
    required: false,
    schema: jsonSchema(property as z.ZodType),
  }));
}

export const jsonBody = (schema: z.ZodType) => ({
  required: true,
  content: { 'application/json': { schema: jsonSchema(schema) } },
});

export const jsonResponse = (description: string, schema?: Record<string, unknown>) => ({
  description,
  content: { 'application/json': { schema: schema ?? {} } },
});

export const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** The OpenAPI 3.1 document of every API, served at /api/openapi.json. */
export function openApiDocument(paths: readonly OpenApiPaths[]) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tablica API',
      version: '0.1.0',
      description:
        'Job board APIs (spec §7 paths). Prefix a path with /{tenant} (it, work) or send the brand Host. Errors are RFC 9457 problem documents with a stable `code`.',
    },
    servers: [{ url: '/api' }],
    paths: mergePaths(paths),
    components: {
      schemas: {
        Problem: {
          type: 'object',
          required: ['type', 'title', 'status', 'code'],
          properties: {
            type: { type: 'string' },
            title: { type: 'string' },
            status: { type: 'integer' },
            code: { type: 'string', description: 'Stable error code (spec §8 keys for field errors)' },
            detail: { type: 'string' },
            errors: {
              type: 'object',
              additionalProperties: { type: 'string' },
              description: 'Field path → error key (react-admin server-side validation)',
            },
            issues: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  path: { type: 'string' },
                  code: { type: 'string' },
                  message: { type: 'string' },
                },
              },
            },
          },
        },
      },
    },
  };
}

/** Path items from several modules: the same path may get its GET from one and its POST from another. */
function mergePaths(fragments: readonly OpenApiPaths[]): OpenApiPaths {
  const merged: OpenApiPaths = {};
  for (const fragment of fragments)
    for (const [path, operations] of Object.entries(fragment))
      merged[path] = { ...merged[path], ...operations };
  return merged;
}

/** GET /openapi.json (mounted under /api). */
export function openApiRoutes(paths: readonly OpenApiPaths[]): Router {
  const document = openApiDocument(paths);
  const router = Router();
  router.get('/openapi.json', (_req, res) => res.json(document));
  return router;
}
