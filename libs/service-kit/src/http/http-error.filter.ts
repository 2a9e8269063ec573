import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ZodError } from 'zod';
import type { ErrorResponse } from '@app/contracts';
import { DomainException } from './domain.exception';

function requestIdOf(request: Request): string | undefined {
  const header = request.headers['x-request-id'];
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

/** Turns every error into `{ message, statusCode, requestId }`; unexpected ones are logged once and hidden. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const context = host.switchToHttp();
    const request = context.getRequest<Request>();
    const response = context.getResponse<Response>();
    const requestId = requestIdOf(request);
    const body = this.toBody(exception, requestId, request);
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, requestId: string | undefined, request: Request): ErrorResponse {
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
    this.logger.error(
      { err: exception, requestId, method: request.method, url: request.originalUrl },
      `Unhandled error on ${request.method} ${request.originalUrl} (request ${requestId ?? 'unknown'})`,
    );
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error', requestId };
  }
}
