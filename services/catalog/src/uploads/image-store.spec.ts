import { LocalImageStore } from './image-store';

describe(LocalImageStore.name, () => {
  const store = new LocalImageStore('/srv/data');

  it('locates a stored image with its content type', () => {
    expect(store.locate('2025/06/0123456789abcdef0123456789abcdef.webp')).toEqual({
      file: '/srv/data/uploads/2025/06/0123456789abcdef0123456789abcdef.webp',
      contentType: 'image/webp',
    });
  });

  it.each([
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
