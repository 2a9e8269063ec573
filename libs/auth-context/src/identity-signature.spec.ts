import { ANONYMOUS, RequestIdentity } from './identity';
import { clientOf } from './identity-request';
import {
  IDENTITY_HEADER,
  IDENTITY_SIGNATURE_HEADER,
  requestClient,
  signIdentity,
  verifyIdentity,
  verifySignedRequest,
} from './identity-signature';

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
    expect(verifyIdentity(headers[IDENTITY_HEADER], headers[IDENTITY_SIGNATURE_HEADER], secret, 1500)).toEqual(
      customer,
    );
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

describe(verifySignedRequest.name, () => {
  it('returns the client the gateway signed beside the person, cut to size', () => {
    const client = requestClient('::ffff:203.0.113.9', `Firefox ${'x'.repeat(600)}`);
    const headers = signIdentity(customer, secret, 1000, client);
    const verified = verifySignedRequest(headers[IDENTITY_HEADER], headers[IDENTITY_SIGNATURE_HEADER], secret, 1500);
    expect(verified.identity).toEqual(customer);
    expect(verified.client).toEqual({ ip: '203.0.113.9', userAgent: client.userAgent });
    expect(verified.client?.userAgent).toHaveLength(500);
  });

  it('vouches for no client when none was signed, or the signature fails', () => {
    const headers = signIdentity(ANONYMOUS, secret);
    expect(verifySignedRequest(headers[IDENTITY_HEADER], headers[IDENTITY_SIGNATURE_HEADER], secret).client).toBeNull();
    const forged = Buffer.from(
      JSON.stringify({ ...ANONYMOUS, iat: Date.now(), client: { ip: '198.51.100.1', userAgent: 'x' } }),
    ).toString('base64url');
    expect(verifySignedRequest(forged, headers[IDENTITY_SIGNATURE_HEADER], secret)).toEqual({
      identity: ANONYMOUS,
      client: null,
    });
  });
});

describe(clientOf.name, () => {
  it("takes the signed client, else the socket's peer and no user agent, never X-Forwarded-For", () => {
    const signed = { ip: '203.0.113.9', userAgent: 'Firefox' };
    expect(clientOf({ signedClient: signed, socket: { remoteAddress: '10.0.0.2' } })).toEqual(signed);
    expect(
      clientOf({
        signedClient: null,
        headers: { 'x-forwarded-for': '198.51.100.7', 'user-agent': 'Forged' },
        socket: { remoteAddress: '::ffff:127.0.0.1' },
      }),
    ).toEqual({ ip: '127.0.0.1', userAgent: null });
  });
});
