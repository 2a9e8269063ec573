import { request as httpRequest } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { signInternalCall } from '@app/auth-context';
import { ResolvedSession, resolvedSessionSchema, ResolveSessionRequest } from '@app/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway.config';
import { REQUEST_ID_HEADER } from '../logging/request-id';
import { UpstreamRegistry } from '../proxy/upstream-registry';

/** Identity's internal endpoint that says who holds a session or guest cookie. */
export const IDENTITY_RESOLVE_PATH = '/internal/sessions/resolve';
/** The whole call (connect, answer, body); a slower identity counts as down for this request. */
export const IDENTITY_RESOLVE_TIMEOUT_MS = 2000;
const MAX_ANSWER_BYTES = 64 * 1024;

/** A pooled keep-alive socket that identity had closed: the call never reached it, so it may be sent again. */
class StaleSocketError extends Error {
  constructor(cause: Error) {
    super(cause.message, { cause });
  }
}

/** Asks identity who holds the given cookie values. Rejects when identity is down, slow or answers nonsense. */
export abstract class IdentitySessionsClient {
  abstract resolve(tokens: ResolveSessionRequest, requestId?: string): Promise<ResolvedSession>;
}

/** POST {IDENTITY_URL}/internal/sessions/resolve with the internal call signature, over identity's keep-alive pool. */
@Injectable()
export class HttpIdentitySessionsClient extends IdentitySessionsClient {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly upstreams: UpstreamRegistry,
  ) {
    super();
  }

  /** Asks once more on a fresh socket when a pooled one was closed under the first call (nothing reached identity). */
  async resolve(tokens: ResolveSessionRequest, requestId?: string): Promise<ResolvedSession> {
    try {
      return await this.post(tokens, requestId);
    } catch (error) {
      if (!(error instanceof StaleSocketError)) throw error;
      return this.post(tokens, requestId);
    }
  }

  private post(tokens: ResolveSessionRequest, requestId?: string): Promise<ResolvedSession> {
    const upstream = this.upstreams.get('identity');
    const body = JSON.stringify(tokens);
    return new Promise<ResolvedSession>((resolve, reject) => {
      const call = httpRequest({
        hostname: upstream.hostname,
        port: upstream.port,
        method: 'POST',
        path: `${upstream.basePath}${IDENTITY_RESOLVE_PATH}`,
        agent: upstream.agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          accept: 'application/json',
          ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
          ...signInternalCall(this.config.INTERNAL_SECRET),
        },
      });
      let answered = false;
      const timer = setTimeout(
        () => call.destroy(new Error(`identity did not answer within ${IDENTITY_RESOLVE_TIMEOUT_MS} ms`)),
        IDENTITY_RESOLVE_TIMEOUT_MS,
      );
      const fail = (error: Error) => {
        clearTimeout(timer);
        const stale = !answered && call.reusedSocket && (error as NodeJS.ErrnoException).code === 'ECONNRESET';
        reject(stale ? new StaleSocketError(error) : error);
      };
      call.on('error', fail);
      call.on('response', (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) call.destroy(new Error('identity answered more than 64 KiB'));
          else chunks.push(chunk);
        });
        response.on('error', fail);
        response.on('end', () => {
          clearTimeout(timer);
          if (response.statusCode !== 200) {
            reject(new Error(`identity answered ${response.statusCode ?? 'no status'}`));
            return;
          }
          try {
            const parsed = resolvedSessionSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            if (parsed.success) resolve(parsed.data);
            else reject(new Error(`identity answered an unexpected body: ${parsed.error.message}`));
          } catch (error) {
            reject(error as Error);
          }
        });
      });
      call.end(body);
    });
  }
}
