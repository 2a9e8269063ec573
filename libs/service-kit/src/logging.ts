import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { levels, type DestinationStream } from 'pino';
import type { Options } from 'pino-http';

const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The request id the gateway passed on, or a new one for calls that reached the service directly. */
export function requestIdFrom(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Whether pino-http's line per request (written at info, errors included) can print at this level. Above info it
 * never does, so the per-request listeners and the line's object are not set up at all: the same output for less
 * CPU per request (issue 20, T1/T2). Request ids stay on every line logged during a request.
 */
export function logsRequestLines(level: string): boolean {
  const value = levels.values[level] as number | undefined;
  return value !== undefined && value <= levels.values.info;
}

/** Structured JSON logs, one line per request, with the request id and never a cookie or secret. */
export function jsonLoggerModule(options: {
  service: string;
  level: string;
  quiet?: boolean;
  /** Where lines go (a readable stream for a person: logDestination); pino's stdout JSON when undefined. */
  destination?: DestinationStream;
}) {
  const pinoOptions: Options = {
    level: options.level,
    base: { service: options.service },
    genReqId: (request) => {
      const id = requestIdFrom(request);
      request.headers['x-request-id'] = id;
      return id;
    },
    autoLogging:
      options.quiet || !logsRequestLines(options.level) ? false : { ignore: (request) => request.url === '/health' },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-marketplace-identity"]',
        'req.headers["x-marketplace-identity-signature"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { id: string; method: string; url: string }) => ({
        id: request.id,
        method: request.method,
        url: request.url,
      }),
    },
  };
  return LoggerModule.forRoot({ pinoHttp: options.destination ? [pinoOptions, options.destination] : pinoOptions });
}
