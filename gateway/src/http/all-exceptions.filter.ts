import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { requestIdOf } from '../logging/request-id';
import { sendError } from './send-error';

function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/** The gateway's own errors in the shared shape `{ message, statusCode, requestId }`; unexpected ones logged once. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger(AllExceptionsFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) {
      response.destroy();
      return;
    }
    if (exception instanceof HttpException) {
      sendError(request, response, exception.getStatus(), messageOf(exception));
      return;
    }
    const requestId = requestIdOf(request);
    this.logger.error(
      { err: exception, requestId },
      `Unhandled error on ${request.method} ${request.path} (request ${requestId ?? 'unknown'})`,
    );
    sendError(request, response, 500, 'Internal server error');
  }
}
