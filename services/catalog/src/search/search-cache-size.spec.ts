import { defaultSearchCacheBytes } from './search-cache-size';

const MEGABYTE = 1024 * 1024;
const GIGABYTE = 1024 * MEGABYTE;

describe('defaultSearchCacheBytes', () => {
  it('takes a 32nd of the machine memory', () => {
    expect(defaultSearchCacheBytes(24 * GIGABYTE)).toBe(768 * MEGABYTE);
  });

  it('keeps at least 64 MB on a small machine', () => {
    expect(defaultSearchCacheBytes(1 * GIGABYTE)).toBe(64 * MEGABYTE);
  });

  it('keeps at most 1 GB on a large machine', () => {
    expect(defaultSearchCacheBytes(256 * GIGABYTE)).toBe(GIGABYTE);
  });
});
