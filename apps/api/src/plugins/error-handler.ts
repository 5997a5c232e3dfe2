import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

type ValidationIssue = { instancePath: string; message?: string };

/** `querystring/AreaId: AreaId is required` – names the part and the field that failed. */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  return issues
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = [context, field].filter(Boolean).join('/');
      return `${where || 'request'}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/**
 * The one place where failures become HTTP answers: `{ message, errorCode, type }`, never a stack trace.
 * Expected failures (AppError, validation) keep their status; anything else is logged and becomes 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ ...error.extra, message: error.message, errorCode: error.errorCode, type: error.type });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        message: describeValidation(error.validationContext, error.validation as ValidationIssue[]),
        errorCode: 'validation-failed',
        type: 'ValidationException',
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract');
      return reply.status(500).send({
        message: 'An unexpected server error occurred.',
        errorCode: 'internal',
        type: 'ServerException',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, wrong content type…
      return reply.status(status).send({
        message: error.message,
        errorCode: error.code ?? 'bad-request',
        type: 'ValidationException',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      message: 'An unexpected server error occurred.',
      errorCode: 'internal',
      type: 'ServerException',
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      message: `Not Found: ${request.method} ${request.url.split('?')[0]}`,
      errorCode: 'not-found',
      type: 'NotFoundException',
    });
  });
}
