import { galleryOfRow, galleryOnCreate, galleryOnUpdate } from './gallery';

const a = '/uploads/2025/06/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp';
const b = '/uploads/2025/06/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp';
const c = 'https://example.ie/c.jpg';

describe(galleryOnCreate.name, () => {
  it('takes the gallery as sent, its first as the cover', () => {
    expect(galleryOnCreate({ imageUrl: b, images: [b, a] })).toEqual({ images: [b, a], cover: b });
  });

  it('makes a gallery of the cover alone for a form that sends only imageUrl', () => {
    expect(galleryOnCreate({ imageUrl: a })).toEqual({ images: [a], cover: a });
    expect(galleryOnCreate({ imageUrl: null })).toEqual({ images: [], cover: null });
  });
});

describe(galleryOnUpdate.name, () => {
  it('leaves the pictures alone when neither field is sent', () => {
    expect(galleryOnUpdate({}, [a, b])).toBeNull();
  });

  it('replaces only the cover when imageUrl comes alone', () => {
    expect(galleryOnUpdate({ imageUrl: c }, [a, b])).toEqual({ images: [c, b], cover: c });
    expect(galleryOnUpdate({ imageUrl: null }, [a, b])).toEqual({ images: [b], cover: b });
  });

  it('replaces the whole gallery when images comes', () => {
    expect(galleryOnUpdate({ images: [] }, [a, b])).toEqual({ images: [], cover: null });
  });
});

describe(galleryOfRow.name, () => {
  it('answers the one picture of a row written before galleries', () => {
    expect(galleryOfRow({ image_url: a, images: [] })).toEqual({ images: [a], cover: a });
  });
});
