import { isAcceptedDecoding, sniffImageType } from './image-rules';
import { describeUploadError, megabytes, storageSize, UploadErrorCode } from './uploads.exception';

describe(sniffImageType.name, () => {
  it.each([
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['gif', Buffer.from('GIF89a....')],
    ['webp', Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WEBPVP8 ')])],
  ])('recognises %s by its first bytes', (type, bytes) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a script named .png', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['HTML', Buffer.from('<!doctype html><html></html>')],
    ['an empty file', Buffer.alloc(0)],
    ['a RIFF that is not WebP', Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WAVE')])],
  ])('refuses %s', (_label, bytes) => {
    expect(sniffImageType(bytes)).toBeNull();
  });
});

describe(isAcceptedDecoding.name, () => {
  it('needs the decoder to read the same format the bytes announce', () => {
    expect(isAcceptedDecoding('png', 'png')).toBe(true);
    expect(isAcceptedDecoding('png', 'jpeg')).toBe(false);
    expect(isAcceptedDecoding('png', 'svg')).toBe(false);
    expect(isAcceptedDecoding('jpeg', undefined)).toBe(false);
  });
});

describe(describeUploadError.name, () => {
  it('states the size limit in megabytes', () => {
    expect(megabytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(megabytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(describeUploadError(UploadErrorCode.ImageTooLarge, 5 * 1024 * 1024)).toEqual({
      status: 413,
      message: 'The image must be at most 5 MB.',
    });
  });

  it('gives every code a status and a message', () => {
    for (const code of Object.values(UploadErrorCode)) {
      expect(describeUploadError(code, 1024).message.length).toBeGreaterThan(0);
    }
  });
});

describe(storageSize.name, () => {
  it('words quotas in GB, MB or KB', () => {
    expect(storageSize(1024 * 1024 * 1024)).toBe('1 GB');
    expect(storageSize(1.5 * 1024 * 1024 * 1024)).toBe('1.5 GB');
    expect(storageSize(200 * 1024 * 1024)).toBe('200 MB');
    expect(storageSize(20_000)).toBe('20 KB');
  });
});
