import request from 'supertest';
import { RequestIdentity, signIdentity, signInternalCall } from '@app/auth-context';
import { GUEST_COOKIE, ResolvedSession, SESSION_COOKIE } from '@app/contracts';

export interface BrowserResponse {
  status: number;
  body: any;
  text: string;
  headers: Record<string, any>;
  setCookies: string[];
}

/** The identity app as a browser's requests reach it: in-process, with the run's INTERNAL_SECRET. */
export interface IdentityEndpoint {
  secret: string;
  http(): ReturnType<typeof request>;
}

/**
 * A browser behind a gateway, against the identity app: keeps cookies and, for each request, does what the
 * gateway does: resolve the cookies at identity, then forward with the signed identity.
 */
export class GatewayBrowser {
  readonly cookies = new Map<string, string>();
  userAgent = 'jest-browser/1.0';
  ip = '198.51.100.23';

  constructor(private readonly identity: IdentityEndpoint) {}

  async resolve(): Promise<ResolvedSession> {
    const response = await this.identity
      .http()
      .post('/internal/sessions/resolve')
      .set(signInternalCall(this.identity.secret))
      .send({ sessionToken: this.cookies.get(SESSION_COOKIE), guestToken: this.cookies.get(GUEST_COOKIE) });
    if (response.status !== 200) throw new Error(`resolve answered ${response.status}: ${response.text}`);
    return response.body as ResolvedSession;
  }

  async signedIdentity(): Promise<RequestIdentity> {
    const { person, guest } = await this.resolve();
    return {
      userId: person?.userId ?? null,
      role: person?.role ?? null,
      isAdmin: person?.isAdmin ?? false,
      banned: person?.banned ?? false,
      guestSessionId: guest?.guestSessionId ?? null,
      ...(person ? { name: person.name, email: person.email } : {}),
    };
  }

  async send(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<BrowserResponse> {
    // As the gateway does: the client's IP and user agent travel inside the signed identity.
    const identityHeaders = signIdentity(await this.signedIdentity(), this.identity.secret, Date.now(), {
      ip: this.ip,
      userAgent: this.userAgent,
    });
    const http = this.identity.http();
    let call = (
      method === 'GET'
        ? http.get(path)
        : method === 'POST'
          ? http.post(path)
          : method === 'PUT'
            ? http.put(path)
            : method === 'PATCH'
              ? http.patch(path)
              : http.delete(path)
    )
      .set(identityHeaders)
      .redirects(0);
    if (this.cookies.size > 0) {
      call = call.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = body === undefined ? await call : await call.send(body as object);
    const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    for (const header of setCookies) this.remember(header);
    return { status: response.status, body: response.body, text: response.text, headers: response.headers, setCookies };
  }

  get(path: string) {
    return this.send('GET', path);
  }

  post(path: string, body: unknown = {}) {
    return this.send('POST', path, body);
  }

  private remember(header: string): void {
    const [pair, ...attributes] = header.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute));
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
