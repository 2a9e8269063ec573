import { ClientRequest, IncomingHttpHeaders, IncomingMessage, request as httpRequest, ServerResponse } from 'node:http';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { requestClient } from '@app/auth-context';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway.config';
import { clientIpOf, firstUserAgent, requestHostOf, requestProtocolOf } from '../http/client-address';
import { sendError } from '../http/send-error';
import { requestIdOf } from '../logging/request-id';
import { tagResponseService } from '../logging/route-service-tag';
import type { ServiceName } from '../routing/service-name';
import { SessionResolver } from '../session/session-resolver';
import { IdentitySigner } from './identity-signer';
import { clientResponseHeaders, upstreamRequestHeaders } from './proxy-headers';
import { compressedResponseHeaders, createCompressor, proxiedResponseEncoding } from './response-compression';
import { UpstreamRegistry } from './upstream-registry';

class UpstreamTimeoutError extends Error {
  constructor(service: ServiceName) {
    super(`${service} did not answer in time`);
  }
}

const SAFE_TO_RETRY = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasBody(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] ?? '0') !== '0';
}

/**
 * A pooled socket the service closed at the moment we reused it (its keep-alive timeout raced our request):
 * nothing reached the service, so a bodyless idempotent request may be sent again once on a fresh socket.
 */
function isStaleSocketReset(upstreamRequest: ClientRequest, error: Error): boolean {
  return upstreamRequest.reusedSocket && (error as NodeJS.ErrnoException).code === 'ECONNRESET';
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
    let current: ClientRequest | undefined;

    const send = (attempt: number): void => {
      const upstreamRequest = httpRequest({
        hostname: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: upstream.basePath + path,
        agent: upstream.agent,
        headers,
      });
      current = upstreamRequest;

      upstreamRequest.setTimeout(this.config.UPSTREAM_TIMEOUT_MS, () => {
        upstreamRequest.destroy(new UpstreamTimeoutError(service));
      });

      upstreamRequest.on('response', (upstreamResponse) => {
        const status = upstreamResponse.statusCode ?? 502;
        const encoding = proxiedResponseEncoding(request.method, status, request.headers, upstreamResponse.headers);
        const clientHeaders = clientResponseHeaders(upstreamResponse.headers);
        response.writeHead(
          status,
          upstreamResponse.statusMessage,
          encoding ? compressedResponseHeaders(clientHeaders, encoding) : clientHeaders,
        );
        if (encoding) {
          const compressor = createCompressor(encoding);
          compressor.on('error', () => response.destroy());
          upstreamResponse.pipe(compressor).pipe(response);
        } else upstreamResponse.pipe(response);
        upstreamResponse.on('close', () => {
          // The service died or timed out mid-body: cut the client off rather than pretend the body is whole.
          if (!upstreamResponse.complete) response.destroy();
        });
      });

      upstreamRequest.on('error', (error) => {
        request.unpipe(upstreamRequest);
        if (response.headersSent || response.destroyed) {
          response.destroy();
          return;
        }
        if (attempt === 0 && retryable && isStaleSocketReset(upstreamRequest, error)) {
          send(attempt + 1);
          return;
        }
        request.resume();
        const timedOut = error instanceof UpstreamTimeoutError;
        this.logger.warn(
          { err: error, requestId, service },
          `${service} ${timedOut ? 'timed out' : 'is unreachable'} for ${request.method} ${path} (request ${requestId})`,
        );
        if (timedOut) sendError(request, response, 504, 'Service timed out');
        else sendError(request, response, 502, 'Service unavailable');
      });

      if (bodyless) upstreamRequest.end();
      else request.pipe(upstreamRequest);
    };

    response.on('close', () => {
      // The client went away before the answer was complete: stop the upstream work too.
      if (!response.writableFinished) current?.destroy();
    });
    if (bodyless) request.resume();
    send(0);
  }
}
