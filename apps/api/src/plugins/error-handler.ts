import { errorCatalogue, type ValidationIssue } from '@shop/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, appError, validationFailed } from '../lib/app-error.ts';

type SchemaIssue = { instancePath: string; message?: string };

/** Fastify's name for the part of the request → the first segment of an issue path. */
const requestParts: Readonly<Record<string, string>> = { querystring: 'query' };

/** `querystring` + `/AreaId` → `query.AreaId`; `body` + `/shippingAddress/zipCode` → `body.shippingAddress.zipCode`. */
function validationIssues(context: string | undefined, issues: readonly SchemaIssue[]): ValidationIssue[] {
  const part = context === undefined ? undefined : (requestParts[context] ?? context);
  return issues.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return {
      path: [part, field].filter(Boolean).join('.') || 'request',
      message: issue.message ?? 'is invalid',
    };
  });
}

const unexpected = 'An unexpected server error occurred.';

/** plugins/security-headers.ts's policy for JSON answers, for the answers no hook sees. */
const jsonAnswerPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * `{ message, errorCode, type }` with the status the catalogue gives the code. A code's own fields come first
 * so they cannot replace those three; `issues` comes last, where ErrorBody has it.
 */
function answer(reply: FastifyReply, error: AppError) {
  const { issues, ...fields } = error.extra ?? {};
  return reply.status(error.statusCode).send({
    ...fields,
    message: error.message,
    errorCode: error.errorCode,
    type: error.type,
    ...(issues ? { issues } : {}),
  });
}

/**
 * Fastify's `frameworkErrors`: a URL whose percent-escapes do not decode to UTF-8 (`/images/raw/%ED%A0%80`,
 * a lone surrogate's bytes, or a cut `%E0%A4`) is a `bad-request` 400 in the usual shape, without echoing
 * the URL (Fastify's own answer quotes it). No route matched, so no hook ran: the answer carries the JSON
 * answers' security headers itself.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  return answer(
    reply.header('x-content-type-options', 'nosniff').header('content-security-policy', jsonAnswerPolicy),
    badUrl
      ? appError('bad-request', 'The URL is not valid: a percent-escape does not decode to UTF-8 text')
      : appError('internal', unexpected),
  );
}

/**
 * The one place where failures become HTTP answers: `{ message, errorCode, type }` (plus `issues` for a
 * validation failure), never a stack trace. Codes and statuses come from the error catalogue; the exception is
 * Fastify's own client errors (bad JSON, body too large, wrong content type…), which keep Fastify's code and
 * status as they always have. Anything unexpected is logged and becomes 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return answer(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = validationIssues(error.validationContext, error.validation as SchemaIssue[]);
      return answer(reply, validationFailed(issues));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract');
      return answer(reply, appError('internal', unexpected));
    }
    const status = error.statusCode ?? 500;
    // @fastify/rate-limit throws a plain error with status 429 (its default errorResponseBuilder).
    if (status === 429) return answer(reply, appError('rate-limited', error.message));
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        message: error.message,
        errorCode: error.code ?? 'bad-request',
        type: errorCatalogue['bad-request'].type,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(reply, appError('internal', unexpected));
  });

  app.setNotFoundHandler((request, reply) => {
    answer(reply, appError('not-found', `Not Found: ${request.method} ${request.url.split('?')[0]}`));
  });
}
