import { request as httpRequest } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { signInternalCall } from '@app/auth-context';
import { ConversationParties, conversationPartiesSchema } from '@app/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway.config';
import { UpstreamRegistry } from '../proxy/upstream-registry';

/** The whole call; a slower chat means this typing signal is dropped. */
export const CHAT_PARTIES_TIMEOUT_MS = 2000;
/** How long an answer is reused: parties of a conversation never change, only a conversation may go. */
export const CHAT_PARTIES_CACHE_MS = 60_000;
const MAX_CACHED = 10_000;
const MAX_ANSWER_BYTES = 4 * 1024;

/**
 * Asks chat who is in a conversation (GET {CHAT_URL}/internal/conversations/{id}/parties, internal signature),
 * for the typing relay; answers null when there is no such conversation. Answers are cached briefly in memory.
 */
@Injectable()
export class ChatPartiesClient {
  private readonly cache = new Map<number, { parties: ConversationParties | null; until: number }>();

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly upstreams: UpstreamRegistry,
  ) {}

  async parties(conversationId: number): Promise<ConversationParties | null> {
    const now = Date.now();
    const cached = this.cache.get(conversationId);
    if (cached && cached.until > now) return cached.parties;
    const parties = await this.fetch(conversationId);
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
    this.cache.set(conversationId, { parties, until: now + CHAT_PARTIES_CACHE_MS });
    return parties;
  }

  private fetch(conversationId: number): Promise<ConversationParties | null> {
    const upstream = this.upstreams.get('chat');
    return new Promise((resolve, reject) => {
      const call = httpRequest({
        hostname: upstream.hostname,
        port: upstream.port,
        method: 'GET',
        path: `${upstream.basePath}/internal/conversations/${conversationId}/parties`,
        agent: upstream.agent,
        headers: { accept: 'application/json', ...signInternalCall(this.config.INTERNAL_SECRET) },
      });
      const timer = setTimeout(() => call.destroy(new Error('chat did not answer in time')), CHAT_PARTIES_TIMEOUT_MS);
      call.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      call.on('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) call.destroy(new Error('chat answered too much'));
          else chunks.push(chunk);
        });
        response.on('end', () => {
          clearTimeout(timer);
          if (response.statusCode === 404) return resolve(null);
          if (response.statusCode !== 200) return reject(new Error(`chat answered ${response.statusCode ?? '-'}`));
          try {
            resolve(conversationPartiesSchema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
          } catch (error) {
            reject(error as Error);
          }
        });
      });
      call.end();
    });
  }
}
