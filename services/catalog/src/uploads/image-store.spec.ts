import { LocalImageStore } from './image-store';

describe(LocalImageStore.name, () => {
  const store = new LocalImageStore('/srv/data');

  it('locates a stored image with its content type', () => {
    expect(store.locate('2025/06/0123456789abcdef0123456789abcdef.webp')).toEqual({
      file: '/srv/data/uploads/2025/06/0123456789abcdef0123456789abcdef.webp',
      contentType: 'image/webp',
    });
  });

  it('locates a size copy with the canonical image as its fallback', () => {
    expect(store.locate('2025/06/0123456789abcdef0123456789abcdef-400.webp')).toEqual({
      file: '/srv/data/uploads/2025/06/0123456789abcdef0123456789abcdef-400.webp',
      contentType: 'image/webp',
      fallback: '/srv/data/uploads/2025/06/0123456789abcdef0123456789abcdef.webp',
    });
  });

  it.each([
    '2025/06/0123456789abcdef0123456789abcdef-300.webp',
    '2025/06/0123456789abcdef0123456789abcdef-400.png',
    '../../etc/passwd',
    '2025/06/../../../etc/passwd',
    '2025/06/0123456789abcdef0123456789abcdef.svg',
    '2025/06/0123456789abcdef0123456789abcdef.webp/..',
    '%2e%2e/secret',
    '',
  ])('refuses %p', (path) => {
    expect(store.locate(path)).toBeNull();
  });
});
