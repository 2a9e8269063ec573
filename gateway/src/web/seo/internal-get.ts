import { IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { z } from 'zod';
import { signInternalCall } from '@app/auth-context';
import { Upstream } from '../../proxy/upstream-registry';

const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/** A service's answer to an internal GET: the parsed body and the headers on 200, or just the status (404, ...). */
export type InternalAnswer<T> = { ok: true; body: T; headers: IncomingHttpHeaders } | { ok: false; status: number };

/**
 * GET on a service's internal route with the internal call signature, over that service's keep-alive pool.
 * Rejects when the service is down, slower than `timeoutMs`, or answers 200 with a body the schema refuses.
 */
export function internalGet<Schema extends z.ZodTypeAny>(
  upstream: Upstream,
  path: string,
  schema: Schema,
  secret: string,
  timeoutMs: number,
): Promise<InternalAnswer<z.infer<Schema>>> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({
      hostname: upstream.hostname,
      port: upstream.port,
      method: 'GET',
      path: `${upstream.basePath}${path}`,
      agent: upstream.agent,
      headers: { accept: 'application/json', ...signInternalCall(secret) },
    });
    const timer = setTimeout(
      () => call.destroy(new Error(`${upstream.service} did not answer ${path} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    call.on('error', fail);
    call.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) call.destroy(new Error(`${upstream.service} answered more than 4 MiB`));
        else chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () => {
        clearTimeout(timer);
        const status = response.statusCode ?? 0;
        if (status !== 200) {
          resolve({ ok: false, status });
          return;
        }
        try {
          const parsed = schema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          if (parsed.success) resolve({ ok: true, body: parsed.data as z.infer<Schema>, headers: response.headers });
          else
            reject(new Error(`${upstream.service} answered ${path} with an unexpected body: ${parsed.error.message}`));
        } catch (error) {
          reject(error as Error);
        }
      });
    });
    call.end();
  });
}
