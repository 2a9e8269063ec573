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
    this.logger.error(
      { err: exception, requestId, method: request.method, url: request.originalUrl },
      `Unhandled error on ${request.method} ${request.originalUrl} (request ${requestId ?? 'unknown'})`,
    );
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error', requestId };
  }
}
