import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import { ZodError } from 'zod';
import type { ErrorResponse } from '@app/contracts';
import { DomainException } from './domain.exception';

function requestIdOf(headers: IncomingHttpHeaders): string | undefined {
  const header = headers['x-request-id'];
  return typeof header === 'string' ? header : undefined;
}

function messageOfHttpException(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/** Messages for the errors Express's body parsers raise, by their `type`. */
const BODY_ERROR_MESSAGES: Record<string, string> = {
  'entity.too.large': 'The request body is too large.',
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.verify.failed': 'The request body could not be verified.',
  'encoding.unsupported': 'The request body encoding is not supported.',
  'charset.unsupported': 'The request body charset is not supported.',
  'request.aborted': 'The request was aborted.',
  'request.size.invalid': 'The request body size does not match its Content-Length.',
  'parameters.too.many': 'The request has too many parameters.',
};

/**
 * A client error raised before any route ran (body-parser, raw-body): http-errors objects mark those with
 * `expose: true` and a 4xx `status`. Without this they would answer 500.
 */
export function bodyClientError(exception: unknown): { status: number; message: string } | null {
  if (typeof exception !== 'object' || exception === null) return null;
  const { expose, status, type, message } = exception as {
    expose?: unknown;
    status?: unknown;
    type?: unknown;
    message?: unknown;
  };
  if (expose !== true || typeof status !== 'number' || status < 400 || status > 499) return null;
  const known = typeof type === 'string' ? BODY_ERROR_MESSAGES[type] : undefined;
  return { status, message: known ?? (typeof message === 'string' && message ? message : 'Bad request') };
}

/**
 * The JSON answer to an error, as every service sends it: `{ message, statusCode, requestId }` (with `errors` for a
 * failed schema); an unexpected error is logged once on `logger` and hidden behind a 500. Shared by
 * HttpErrorFilter and the lean routes (lean-route-listener.ts), so both answer an error alike.
 */
export function errorResponseOf(
  exception: unknown,
  request: { method?: string; originalUrl?: string; url?: string; headers: IncomingHttpHeaders },
  logger: Pick<Logger, 'error'>,
): ErrorResponse {
  const requestId = requestIdOf(request.headers);
  if (exception instanceof ZodError) {
    const errors = exception.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return { statusCode: HttpStatus.BAD_REQUEST, message: errors[0]?.message ?? 'Invalid input', errors, requestId };
  }
  if (exception instanceof DomainException) {
    return { statusCode: exception.status, message: exception.message, requestId };
  }
  if (exception instanceof HttpException) {
    return { statusCode: exception.getStatus(), message: messageOfHttpException(exception), requestId };
  }
  const clientError = bodyClientError(exception);
  if (clientError) return { statusCode: clientError.status, message: clientError.message, requestId };
  const url = request.originalUrl ?? request.url;
  logger.error(
    { err: exception, requestId, method: request.method, url },
    `Unhandled error on ${request.method} ${url} (request ${requestId ?? 'unknown'})`,
  );
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error', requestId };
}

/** Turns every error into `{ message, statusCode, requestId }`; unexpected ones are logged once and hidden. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const context = host.switchToHttp();
    const body = errorResponseOf(exception, context.getRequest<Request>(), this.logger);
    const response = context.getResponse<Response>();
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }
}
