import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { clientResponseHeaders } from './proxy-headers';
import { compressedResponseHeaders, createCompressor, proxiedResponseEncoding } from './response-compression';

/**
 * One upstream answer streamed to the client as undici hands it over (the proxy's dispatch handler): the status and
 * the filtered headers, then the body as it arrives, through a compressor when the answer is compressed on its way
 * (response-compression.ts). The upstream is paused while the client's socket is full. An error before anything was
 * sent goes to `failedBeforeAnswer` (the proxy answers 502/504 or tries again); after that the client is cut off
 * rather than given a body that looks whole.
 */
export class ProxiedAnswer implements Dispatcher.DispatchHandler {
  private controller: Dispatcher.DispatchController | undefined;
  private body: Writable | undefined;

  constructor(
    private readonly request: IncomingMessage,
    private readonly response: ServerResponse,
    private readonly failedBeforeAnswer: (error: Error) => void,
  ) {}

  /** Whether the upstream's status line reached the client. */
  get answered(): boolean {
    return this.body !== undefined;
  }

  /** Stops the exchange (the client went away): the upstream request is aborted and its socket not reused. */
  abort(reason: Error): void {
    if (this.controller && !this.controller.aborted) this.controller.abort(reason);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.response.destroyed) controller.abort(new Error('The client went away'));
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    status: number,
    upstreamHeaders: Record<string, string | string[] | undefined>,
    statusMessage?: string,
  ): void {
    // A 1xx informational answer (103 Early Hints) is the service's business with us, not the client's.
    if (status < 200) return;
    const headers = upstreamHeaders as IncomingHttpHeaders;
    const encoding = proxiedResponseEncoding(this.request.method, status, this.request.headers, headers);
    const clientHeaders = clientResponseHeaders(headers);
    this.response.writeHead(
      status,
      statusMessage || undefined,
      encoding ? compressedResponseHeaders(clientHeaders, encoding) : clientHeaders,
    );
    if (encoding) {
      const compressor = createCompressor(encoding);
      compressor.on('error', () => this.response.destroy());
      compressor.pipe(this.response);
      this.body = compressor;
    } else this.body = this.response;
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    // undici may still hand over chunks it had read before the pause: one drain listener resumes them all.
    if (this.body?.write(chunk) === false && !controller.paused) {
      controller.pause();
      this.body.once('drain', () => controller.resume());
    }
  }

  onResponseEnd(): void {
    this.body?.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.answered || this.response.headersSent) {
      this.response.destroy();
      return;
    }
    if (this.response.destroyed) return;
    this.failedBeforeAnswer(error);
  }
}
