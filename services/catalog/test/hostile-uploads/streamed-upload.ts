import { request } from 'node:http';
import { PAYLOAD_MARKER } from './hostile-files';

export interface StreamedAnswer {
  status: number;
  body: any;
  /** Bytes written before the answer arrived or the connection ended. */
  bytesSent: number;
}

/**
 * Streams a multipart upload of `totalBytes` (a PNG signature, then filler) in 1 MB chunks, never holding the file
 * in memory, and stops writing as soon as the server answers or closes.
 */
export function streamHugeUpload(
  url: string,
  headers: Record<string, string>,
  totalBytes: number,
): Promise<StreamedAnswer> {
  const boundary = `----hostile${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const filler = Buffer.alloc(1024 * 1024, PAYLOAD_MARKER);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(filler);
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const call = request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + totalBytes + tail.length),
        },
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (data: Buffer) => chunks.push(data));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: any;
          try {
            body = JSON.parse(text);
          } catch {
            body = text;
          }
          resolve({ status: response.statusCode ?? 0, body, bytesSent });
          call.destroy();
        });
      },
    );
    call.on('error', (error) => (answered ? undefined : reject(error)));
    const write = (data: Buffer) => {
      bytesSent += data.length;
      return call.write(data);
    };
    const pump = () => {
      while (!answered && bytesSent < head.length + totalBytes) {
        const remaining = head.length + totalBytes - bytesSent;
        if (!write(remaining >= filler.length ? filler : filler.subarray(0, remaining))) {
          call.once('drain', pump);
          return;
        }
      }
      if (!answered) call.end(tail);
    };
    write(head);
    pump();
  });
}
