import { galleryImagesSchema, imageSrcSet, isImageAddress } from './gallery.schema';

describe(isImageAddress.name, () => {
  it.each(['/uploads/2025/06/0123456789abcdef0123456789abcdef.webp', 'https://example.ie/shop.jpg'])(
    'accepts %p',
    (address) => expect(isImageAddress(address)).toBe(true),
  );

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'shop.jpg', '/uploads/../etc/passwd', 'https://'])(
    'refuses %p',
    (address) => expect(isImageAddress(address)).toBe(false),
  );
});

describe('galleryImagesSchema', () => {
  it('holds at most 8 images', () => {
    const nine = Array.from({ length: 9 }, (_, index) => `https://example.ie/${index}.jpg`);
    expect(galleryImagesSchema.safeParse(nine).error?.issues[0]?.message).toBe('A gallery holds at most 8 images');
  });
});

describe(imageSrcSet.name, () => {
  it('names the 400 and 800 px copies of an uploaded WebP beside the canonical 1600', () => {
    expect(imageSrcSet('/uploads/2025/06/0123456789abcdef0123456789abcdef.webp')).toBe(
      '/uploads/2025/06/0123456789abcdef0123456789abcdef-400.webp 400w, ' +
        '/uploads/2025/06/0123456789abcdef0123456789abcdef-800.webp 800w, ' +
        '/uploads/2025/06/0123456789abcdef0123456789abcdef.webp 1600w',
    );
  });

  it('has none for an outside address', () => {
    expect(imageSrcSet('https://example.ie/shop.jpg')).toBeUndefined();
  });
});
