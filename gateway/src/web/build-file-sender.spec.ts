import { join, resolve } from 'node:path';
import { buildFilePath } from './build-file-sender';

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
