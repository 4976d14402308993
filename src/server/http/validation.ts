import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import { HttpError } from './http-error.ts';

function describeIssues(issues: readonly StandardSchemaV1.Issue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = (issue.path ?? []).map((part) => (typeof part === 'object' ? part.key : part)).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join(' ');
}

/**
 * Validates one part of the request against a shared zod schema; the schema also describes the
 * operation in /api/openapi.json. Invalid input is a 400 with a readable message.
 */
export function validate<Schema extends StandardSchemaV1, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result) => {
    if (!result.success) throw new HttpError(400, 'invalid_request', describeIssues(result.error));
  });
}
