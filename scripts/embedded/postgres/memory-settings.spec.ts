import { totalmem } from 'node:os';
import { availableMemory, memorySettings } from './memory-settings';

const GB = 1024 ** 3;

describe('memorySettings', () => {
  it('gives the server an eighth of the memory as shared buffers and half as the cache estimate', () => {
    expect(memorySettings(24 * GB)).toEqual({ shared_buffers: '3072MB', effective_cache_size: '12288MB' });
    expect(memorySettings(8 * GB)).toEqual({ shared_buffers: '1024MB', effective_cache_size: '4096MB' });
  });

  it("keeps PostgreSQL's 128 MB on a small machine and stops at 4 GB on a large one", () => {
    expect(memorySettings(0.5 * GB)).toEqual({ shared_buffers: '128MB', effective_cache_size: '256MB' });
    expect(memorySettings(128 * GB)).toEqual({ shared_buffers: '4096MB', effective_cache_size: '65536MB' });
  });

  it("sizes by a container's memory limit when it is below the machine's", () => {
    const constrained = jest.spyOn(process, 'constrainedMemory').mockReturnValue(GB);
    try {
      expect(availableMemory()).toBe(Math.min(GB, totalmem()));
    } finally {
      constrained.mockRestore();
    }
    // No limit reads as 0 or as a number far above the machine's memory.
    const unlimited = jest.spyOn(process, 'constrainedMemory').mockReturnValue(2 ** 64);
    try {
      expect(availableMemory()).toBe(totalmem());
    } finally {
      unlimited.mockRestore();
    }
  });
});
