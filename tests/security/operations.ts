import type { App } from '#server/app.ts';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

export interface Operation {
  operationId: string;
  method: string;
  /** As the document writes it, under /api: '/tickets/{id}'. */
  path: string;
  pathParameters: { name: string; schema: JsonSchema }[];
  queryParameters: { name: string; schema: JsonSchema }[];
  cookieParameters: { name: string; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  /** The body is bytes (a file, a raw email), not JSON; such an operation has a body limit of its own. */
  binaryBody: boolean;
  /** Who may call it: any one of these requirements suffices; [] means anyone. */
  security: Record<string, string[]>[] | undefined;
}

interface DocumentOperation {
  operationId: string;
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
}

/** Every operation /api/openapi.json describes: the security suites are generated from this list. */
export async function documentedOperations(app: App): Promise<Operation[]> {
  const response = await app.request('http://localhost/api/openapi.json');
  return operationsOf(await response.json());
}

export function operationsOf(document: {
  paths: Record<string, Record<string, DocumentOperation>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = (place: string) =>
        (operation.parameters ?? [])
          .filter((parameter) => parameter.in === place)
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} }));
      return {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        pathParameters: parameters('path'),
        queryParameters: parameters('query'),
        cookieParameters: parameters('cookie'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        binaryBody: Object.keys(operation.requestBody?.content ?? {}).some(
          (type) => type !== 'application/json',
        ),
        security: operation.security,
      };
    }),
  );
}

export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
