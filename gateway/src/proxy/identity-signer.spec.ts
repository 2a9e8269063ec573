import { ANONYMOUS, IDENTITY_HEADER, verifyIdentity, verifySignedRequest } from '@app/auth-context';
import { ANONYMOUS_SIGNATURE_REUSE_MS, IdentitySigner, isAnonymous } from './identity-signer';

const SECRET = 'a-secret-that-is-long-enough-for-the-test-0123';

function signerAt(clock: { now: number }): IdentitySigner {
  return new IdentitySigner(SECRET, () => clock.now);
}

describe(IdentitySigner.name, () => {
  it('reuses the anonymous signature within the reuse window, then signs afresh', () => {
    const clock = { now: 1_000_000 };
    const signer = signerAt(clock);
    const first = signer.sign({ ...ANONYMOUS });
    clock.now += ANONYMOUS_SIGNATURE_REUSE_MS - 1;
    expect(signer.sign({ ...ANONYMOUS })).toBe(first);
    expect(
      verifyIdentity(first[IDENTITY_HEADER], first['x-marketplace-identity-signature'], SECRET, clock.now),
    ).toEqual({ ...ANONYMOUS, email: null }); // email: null only on a signature that verified
    clock.now += 1;
    const second = signer.sign({ ...ANONYMOUS });
    expect(second).not.toBe(first);
    expect(second[IDENTITY_HEADER]).not.toBe(first[IDENTITY_HEADER]);
  });

  it('signs a guest or a person on every call, with what they are', () => {
    const clock = { now: 2_000_000 };
    const signer = signerAt(clock);
    const guest = { ...ANONYMOUS, guestSessionId: 5 };
    const once = signer.sign(guest);
    const twice = signer.sign(guest);
    expect(twice).not.toBe(once);
    expect(
      verifyIdentity(twice[IDENTITY_HEADER], twice['x-marketplace-identity-signature'], SECRET, clock.now),
    ).toMatchObject({ guestSessionId: 5, userId: null });
    const person = { ...ANONYMOUS, userId: 3, role: 'customer' as const, name: 'Aoife Byrne', email: null };
    const signed = signer.sign(person);
    expect(
      verifyIdentity(signed[IDENTITY_HEADER], signed['x-marketplace-identity-signature'], SECRET, clock.now),
    ).toMatchObject({ userId: 3, role: 'customer' });
  });
});

describe('IdentitySigner with the client', () => {
  it("signs each client's address and user agent, reusing an anonymous signature only for the same client", () => {
    const clock = { now: 3_000_000 };
    const signer = signerAt(clock);
    const firefox = { ip: '203.0.113.9', userAgent: 'Firefox' };
    const first = signer.sign({ ...ANONYMOUS }, firefox);
    expect(signer.sign({ ...ANONYMOUS }, { ...firefox })).toBe(first);
    const other = signer.sign({ ...ANONYMOUS }, { ip: '198.51.100.4', userAgent: 'Firefox' });
    expect(other).not.toBe(first);
    const verify = (headers: typeof first) =>
      verifySignedRequest(headers[IDENTITY_HEADER], headers['x-marketplace-identity-signature'], SECRET, clock.now);
    expect(verify(first).client).toEqual(firefox);
    expect(verify(other).client).toEqual({ ip: '198.51.100.4', userAgent: 'Firefox' });
    const person = signer.sign({ ...ANONYMOUS, userId: 3, role: 'customer' }, firefox);
    expect(verify(person)).toMatchObject({ identity: { userId: 3 }, client: firefox });
  });
});

describe(isAnonymous.name, () => {
  it('is true only for exactly the anonymous fields', () => {
    expect(isAnonymous({ ...ANONYMOUS })).toBe(true);
    expect(isAnonymous({ ...ANONYMOUS, guestSessionId: 1 })).toBe(false);
    expect(isAnonymous({ ...ANONYMOUS, banned: true })).toBe(false);
    expect(isAnonymous({ ...ANONYMOUS, name: 'x' })).toBe(false);
  });
});
