import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Dispatcher } from 'undici';
import { requestClient } from '@app/auth-context';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway.config';
import { clientIpOf, firstUserAgent, requestHostOf, requestProtocolOf } from '../http/client-address';
import { sendError } from '../http/send-error';
import { requestIdOf } from '../logging/request-id';
import { tagResponseService } from '../logging/route-service-tag';
import type { ServiceName } from '../routing/service-name';
import { SessionResolver } from '../session/session-resolver';
import { IdentitySigner } from './identity-signer';
import { ProxiedAnswer } from './proxied-answer';
import { upstreamRequestHeaders } from './proxy-headers';
import { UpstreamRegistry } from './upstream-registry';

const SAFE_TO_RETRY = new Set(['GET', 'HEAD', 'OPTIONS']);

/** undici's codes for an upstream that did not answer within UPSTREAM_TIMEOUT_MS. */
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function hasBody(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] ?? '0') !== '0';
}

function codeOf(error: Error): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/**
 * A pooled socket the service closed as we reused it (its keep-alive timeout raced our request): the connection
 * closed or was reset with no answer, so nothing was done and a bodyless idempotent request may go again once.
 */
function isClosedSocket(error: Error): boolean {
  const code = codeOf(error);
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET';
}

/**
 * Streams a request to the service that owns it and its answer back: no body is buffered or parsed. Every
 * forwarded request carries a freshly signed identity; whatever identity headers the client sent are dropped.
 */
@Injectable()
export class ProxyService {
  private readonly logger = new Logger(ProxyService.name);
  private readonly signer: IdentitySigner;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly upstreams: UpstreamRegistry,
    private readonly sessions: SessionResolver,
  ) {
    this.signer = new IdentitySigner(config.INTERNAL_SECRET);
  }

  /** `path` is the upstream path with its query string, normally the public one unchanged. */
  async forward(request: IncomingMessage, response: ServerResponse, service: ServiceName, path: string): Promise<void> {
    tagResponseService(response, service);
    const requestId = requestIdOf(request) ?? '';
    const trustProxy = this.config.TRUST_PROXY;
    const clientIp = clientIpOf(request, trustProxy);
    let identityHeaders: Readonly<Record<string, string>>;
    try {
      const identity = await this.sessions.resolve(request);
      identityHeaders = this.signer.sign(
        identity,
        requestClient(clientIp, firstUserAgent(request.headers['user-agent'])),
      );
    } catch (error) {
      this.logger.error({ err: error, requestId }, `Session lookup failed (request ${requestId})`);
      sendError(request, response, 503, 'Service unavailable');
      return;
    }
    if (response.destroyed) return;

    const upstream = this.upstreams.get(service);
    const headers = upstreamRequestHeaders(request.headers, {
      clientAddress: clientIp,
      protocol: requestProtocolOf(request, trustProxy),
      host: requestHostOf(request.headers, trustProxy),
      requestId,
      identityHeaders,
    });
    const bodyless = !hasBody(request.headers);
    const retryable = bodyless && SAFE_TO_RETRY.has(request.method ?? '');
    let current: ProxiedAnswer | undefined;

    const send = (attempt: number): void => {
      // The body goes through a stream of its own: undici destroys the body it was given once done or failed,
      // and the client's request must stay whole for the log line and for an error answer.
      const body = bodyless ? null : request.pipe(new PassThrough());
      const failed = (error: Error): void => {
        if (body) request.unpipe(body);
        if (attempt === 0 && retryable && isClosedSocket(error)) {
          send(attempt + 1);
          return;
        }
        request.resume();
        const timedOut = TIMEOUT_CODES.has(codeOf(error) ?? '');
        this.logger.warn(
          { err: error, requestId, service },
          `${service} ${timedOut ? 'timed out' : 'is unreachable'} for ${request.method} ${path} (request ${requestId})`,
        );
        if (timedOut) sendError(request, response, 504, 'Service timed out');
        else sendError(request, response, 502, 'Service unavailable');
      };
      const answer = new ProxiedAnswer(request, response, failed);
      current = answer;
      const options: Dispatcher.DispatchOptions = {
        origin: upstream.origin,
        method: (request.method ?? 'GET') as Dispatcher.HttpMethod,
        path: upstream.basePath + path,
        headers: headers as Record<string, string | string[]>,
        body,
        headersTimeout: this.config.UPSTREAM_TIMEOUT_MS,
        bodyTimeout: this.config.UPSTREAM_TIMEOUT_MS,
      };
      upstream.pool.dispatch(options, answer);
    };

    response.on('close', () => {
      // The client went away before the answer was complete: stop the upstream work too.
      if (!response.writableFinished) current?.abort(new Error('The client went away'));
    });
    if (bodyless) request.resume();
    send(0);
  }
}
