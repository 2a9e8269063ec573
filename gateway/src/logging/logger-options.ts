import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import type { DestinationStream, Level, LoggerOptions } from 'pino';
import type { Options } from 'pino-http';
import { assignRequestId } from './request-id';
import { responseServiceOf } from './route-service-tag';

/** Never logged, wherever they appear in a log object. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'req.headers["x-marketplace-identity"]',
  'req.headers["x-marketplace-identity-signature"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
];

/** The fields of the one line logged per request (after its requestId). */
export function requestLine(request: IncomingMessage, response: ServerResponse, responseTime: unknown) {
  return {
    method: request.method,
    url: (request as IncomingMessage & { originalUrl?: string }).originalUrl ?? request.url,
    status: response.statusCode,
    responseTime,
    service: responseServiceOf(response),
  };
}

/** A request line's level: error for 5xx, warn for 4xx, info otherwise. */
export function levelOf(response: ServerResponse, error?: Error): Level {
  if (error || response.statusCode >= 500) return 'error';
  if (response.statusCode >= 400) return 'warn';
  return 'info';
}

/**
 * nestjs-pino settings: JSON lines, one per request with requestId, method, url, status, responseTime and the
 * service that answered; the request id is taken from a sane x-request-id or generated, and echoed.
 */
export function gatewayLoggerParams(level: string, destination?: DestinationStream): Params {
  return {
    forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
    pinoHttp: withDestination(
      {
        ...gatewayPinoOptions(level),
        genReqId: assignRequestId,
        quietReqLogger: true,
        quietResLogger: true,
        customAttributeKeys: { reqId: 'requestId' },
        customLogLevel: (_request, response, error) => levelOf(response, error),
        customSuccessMessage: () => 'request completed',
        customErrorMessage: () => 'request failed',
        customSuccessObject: (request, response, value: { responseTime?: unknown }) =>
          requestLine(request, response, value.responseTime),
        customErrorObject: (request, response, error, value: { responseTime?: unknown }) => ({
          ...requestLine(request, response, value.responseTime),
          // pino-http invents an Error for a plain 5xx answer; only a real failure is worth its stack.
          ...(error.message.startsWith('failed with status code') ? {} : { err: error }),
        }),
        autoLogging: { ignore: (request) => request.url === '/health' },
      },
      destination,
    ),
  };
}

/** The pino settings every gateway logger shares: level, the app tag, redaction, a short `req`. */
export function gatewayPinoOptions(level: string): LoggerOptions {
  return {
    level,
    base: { app: 'gateway' },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: { id?: unknown; method?: string; url?: string }) => ({
        id: request.id,
        method: request.method,
        url: request.url,
      }),
    },
  };
}

function withDestination(options: Options, destination?: DestinationStream): Params['pinoHttp'] {
  return destination ? [options, destination] : options;
}
