import { acceptedEncodings, precompressedContentType } from './precompressed';

describe(acceptedEncodings.name, () => {
  it('prefers Brotli when the browser takes both equally', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=1.0, gzip;q=1.0')).toEqual(['br', 'gzip']);
  });

  it('follows the qualities the browser gives', () => {
    expect(acceptedEncodings('br;q=0.5, gzip;q=0.9')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('x-gzip')).toEqual(['gzip']);
  });

  it('never picks a refused encoding', () => {
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('*;q=0')).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('gzip;q=bad')).toEqual([]);
  });

  it('reads the wildcard for encodings it does not name', () => {
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=0, *')).toEqual(['br']);
  });

  it('sends plain bytes when the browser names no encoding', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
    expect(acceptedEncodings(['deflate', 'br'])).toEqual(['br']);
  });
});

describe(precompressedContentType.name, () => {
  it('names the content type of the original, not of the sibling', () => {
    expect(precompressedContentType('/assets/app-1a2b.js')).toBe('text/javascript; charset=utf-8');
    expect(precompressedContentType('/assets/index-9F.CSS')).toBe('text/css; charset=utf-8');
    expect(precompressedContentType('index.html')).toBe('text/html; charset=utf-8');
    expect(precompressedContentType('/favicon.svg')).toBe('image/svg+xml');
  });

  it('leaves other files to the static server', () => {
    expect(precompressedContentType('/images/logo.webp')).toBeUndefined();
    expect(precompressedContentType('/browse')).toBeUndefined();
    expect(precompressedContentType('/assets.js/readme')).toBeUndefined();
    expect(precompressedContentType('/assets/app.js.br')).toBeUndefined();
  });
});
