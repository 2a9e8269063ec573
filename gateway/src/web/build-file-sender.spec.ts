import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Request, Response } from 'express';
import { buildFilePath, sendBuildFile } from './build-file-sender';

describe(buildFilePath.name, () => {
  const root = resolve('/srv/web/dist');

  it('maps a URL path into the build folder', () => {
    expect(buildFilePath(root, '/assets/app-1a2b.js')).toBe(join(root, 'assets', 'app-1a2b.js'));
    expect(buildFilePath(root, 'index.html')).toBe(join(root, 'index.html'));
    expect(buildFilePath(root, '/assets/caf%C3%A9.js')).toBe(join(root, 'assets', 'café.js'));
  });

  it('refuses paths that leave the folder or name dot files', () => {
    expect(buildFilePath(root, '/../secret.js')).toBeUndefined();
    expect(buildFilePath(root, '/assets/%2e%2e/%2e%2e/etc.js')).toBeUndefined();
    expect(buildFilePath(root, '/.vite/manifest.json')).toBeUndefined();
    expect(buildFilePath(root, '/assets/..%5C..%5Cx.js')).toBeUndefined();
    expect(buildFilePath(root, '/')).toBeUndefined();
  });

  it('refuses undecodable and NUL paths', () => {
    expect(buildFilePath(root, '/assets/%E0%A4%A.js')).toBeUndefined();
    expect(buildFilePath(root, '/assets/a%00.js')).toBeUndefined();
  });
});

describe(sendBuildFile.name, () => {
  it('leaves an answer alone that failed after it started (a browser gone mid-file), instead of throwing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'build-file-'));
    writeFileSync(join(root, 'app.js'), 'console.log(1)');
    writeFileSync(join(root, 'app.js.br'), 'brotli bytes');
    const onError = jest.fn();
    let callback: ((error?: NodeJS.ErrnoException) => void) | undefined;
    const response = {
      headersSent: false,
      setHeader: jest.fn(),
      // As Node does once the headers are out.
      removeHeader: jest.fn(() => {
        if (response.headersSent) throw new Error('Cannot remove headers after they are sent to the client');
      }),
      sendFile: jest.fn((_path: string, _options: object, done: (error?: NodeJS.ErrnoException) => void) => {
        callback = done;
      }),
    };
    try {
      await sendBuildFile(
        { headers: { 'accept-encoding': 'br' } } as unknown as Request,
        response as unknown as Response,
        root,
        'app.js',
        { onError },
      );
      response.headersSent = true;

      expect(() => callback?.(Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' }))).not.toThrow();
      expect(response.setHeader).toHaveBeenCalledWith('content-encoding', 'br');
      expect(onError).not.toHaveBeenCalled();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
