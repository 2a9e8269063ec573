import { ANONYMOUS, RequestIdentity } from './identity';
import { IDENTITY_HEADER, IDENTITY_SIGNATURE_HEADER, signIdentity, verifyIdentity } from './identity-signature';

const secret = 'a'.repeat(32);
const customer: RequestIdentity = {
  userId: 7,
  role: 'customer',
  isAdmin: false,
  banned: false,
  guestSessionId: null,
  name: 'Aoife Byrne',
  email: 'aoife@example.ie',
};

describe(verifyIdentity.name, () => {
  it('returns the signed person', () => {
    const headers = signIdentity(customer, secret, 1000);
    expect(verifyIdentity(headers[IDENTITY_HEADER], headers[IDENTITY_SIGNATURE_HEADER], secret, 1500)).toEqual(customer);
  });

  it('treats a missing header as anonymous', () => {
    expect(verifyIdentity(undefined, undefined, secret)).toEqual(ANONYMOUS);
  });

  it('treats a forged identity as anonymous', () => {
    const forged = Buffer.from(JSON.stringify({ ...customer, isAdmin: true, iat: Date.now() })).toString('base64url');
    const genuine = signIdentity(customer, secret);
    expect(verifyIdentity(forged, genuine[IDENTITY_SIGNATURE_HEADER], secret)).toEqual(ANONYMOUS);
  });

  it('treats an identity signed with another secret as anonymous', () => {
    const headers = signIdentity(customer, 'b'.repeat(32));
    expect(verifyIdentity(headers[IDENTITY_HEADER], headers[IDENTITY_SIGNATURE_HEADER], secret)).toEqual(ANONYMOUS);
  });

  it('treats a stale signature as anonymous', () => {
    const headers = signIdentity(customer, secret, 0);
    expect(verifyIdentity(headers[IDENTITY_HEADER], headers[IDENTITY_SIGNATURE_HEADER], secret, 120_000)).toEqual(
      ANONYMOUS,
    );
  });

  it('treats repeated headers as anonymous', () => {
    const headers = signIdentity(customer, secret);
    expect(
      verifyIdentity([headers[IDENTITY_HEADER], headers[IDENTITY_HEADER]], headers[IDENTITY_SIGNATURE_HEADER], secret),
    ).toEqual(ANONYMOUS);
  });
});
