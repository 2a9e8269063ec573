import { CoalescedRead } from './coalesced-read';

/**
 * A CoalescedRead per key (a shop's id, say): concurrent callers asking for the same key share reads as
 * CoalescedRead shares them, so a caller never gets a read that began before it asked; different keys never wait
 * for each other. A key is forgotten once its reads have ended, so only keys being read are held. Equal keys must
 * mean equal reads: the first caller's `readOnce` serves every caller of the key while it is being read.
 */
export class CoalescedReadsByKey<T> {
  private readonly reads = new Map<string, CoalescedRead<T>>();

  read(key: string, readOnce: () => Promise<T>): Promise<T> {
    let coalesced = this.reads.get(key);
    if (!coalesced) {
      const created = new CoalescedRead(readOnce);
      this.reads.set(key, created);
      coalesced = created;
    }
    const result = coalesced.read();
    const forgetWhenIdle = () => {
      if (this.reads.get(key) === coalesced && coalesced.idle) this.reads.delete(key);
    };
    void result.then(forgetWhenIdle, forgetWhenIdle);
    return result;
  }

  /** How many keys have a read running or queued. */
  get keysBeingRead(): number {
    return this.reads.size;
  }
}
