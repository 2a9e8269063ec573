import { randomBytes } from 'node:crypto';
import { ANONYMOUS, RequestIdentity } from '@app/auth-context';
import { waitFor } from '@app/testing';
import { SystemUnderTest } from '../system-under-test';
import { Answer, cookieHeaderOf, send } from './http';
import { Role } from './roles';

const PASSWORD = 'secret1';

/** A 1x1 PNG: the smallest image catalog's upload accepts (type sniffed from the bytes, then read by sharp). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export type TargetKind = 'customer' | 'owner' | 'shop';

/** The resources of the "owner" actor: every path with an id is filled from here. */
export interface OwnerResources {
  userId: number;
  shopId: number;
  productId: number;
  conversationId: number;
  subscriptionId: number;
  /** The receipt of the owner's paid subscription. */
  receiptId: number;
  imagePath: string;
  /** A review of the owner's shop by a customer who is no actor. */
  reviewId: number;
}

/**
 * Everything the matrix calls with: each role's cookie, the owner's resources, and factories of throwaway
 * resources for destructive routes (a delete or a ban must never hit a fixture a later row needs).
 */
export class MatrixActors {
  readonly cookies = new Map<Role, string | undefined>();
  readonly ids = new Map<Role, number>();
  owner!: OwnerResources;
  otherShopId!: number;
  /** Accounts used only as the credentials of the sign-in rows, so no actor's own session is touched. */
  signInCustomer!: { contact: string; password: string };
  signInOwner!: { emailOrPhone: string; password: string };
  /** The identity the gateway signs for each role (none for anonymous), for calls on a service's own port. */
  readonly identities = new Map<Role, RequestIdentity>();
  private readonly emails = new Map<Role, string>();
  private counter = 0;
  private readonly victims = new Map<TargetKind, Promise<number>>();

  constructor(
    private readonly system: SystemUnderTest,
    readonly tag = randomBytes(3).toString('hex'),
  ) {}

  get baseUrl(): string {
    return this.system.gateway.url;
  }

  uniqueEmail(label: string): string {
    this.counter += 1;
    return `${label}-${this.tag}-${this.counter}@matrix.example.ie`;
  }

  private async expectOk(what: string, answer: Promise<Answer>): Promise<Answer> {
    const done = await answer;
    if (done.status >= 300) throw new Error(`${what}: ${done.status} ${done.text.slice(0, 300)}`);
    return done;
  }

  private call(method: string, path: string, body?: unknown, cookie?: string): Promise<Answer> {
    return send(this.baseUrl, { method, path, body, cookie });
  }

  async registerCustomer(): Promise<{ id: number; cookie: string; contact: string }> {
    const contact = this.uniqueEmail('customer');
    const answer = await this.expectOk(
      'customer registration',
      this.call('POST', '/api/customer/register', {
        firstName: 'Matrix',
        lastName: 'Customer',
        contact,
        city: 'Galway',
        password: PASSWORD,
        role: 'customer',
      }),
    );
    return { id: answer.json.customer.id as number, cookie: cookieHeaderOf(answer.setCookies), contact };
  }

  async registerOwner(): Promise<{ id: number; cookie: string; email: string }> {
    const email = this.uniqueEmail('owner');
    const answer = await this.expectOk(
      'shop owner registration',
      this.call('POST', '/api/shop-owner/register', {
        firstName: 'Matrix',
        lastName: 'Owner',
        email,
        phone: null,
        city: 'Sligo',
        password: PASSWORD,
        contactMethod: 'email',
      }),
    );
    return { id: answer.json.user.id as number, cookie: cookieHeaderOf(answer.setCookies), email };
  }

  async createShop(cookie = this.cookieOf('owner')): Promise<number> {
    const answer = await this.expectOk(
      'shop creation',
      this.call('POST', '/api/shops', { name: `Matrix Shop ${this.uniqueEmail('s')}`, location: 'Sligo' }, cookie),
    );
    return answer.json.id as number;
  }

  async createProduct(): Promise<number> {
    const shopId = this.owner.shopId;
    const answer = await this.expectOk(
      'product creation',
      this.call(
        'POST',
        `/api/shops/${shopId}/products`,
        { name: 'Matrix mug', price: 12, shopId },
        this.cookieOf('owner'),
      ),
    );
    return answer.json.id as number;
  }

  /** A new person or (pending) shop of the owner, for one destructive call. */
  async throwaway(kind: TargetKind): Promise<number> {
    if (kind === 'customer') return (await this.registerCustomer()).id;
    if (kind === 'owner') return (await this.registerOwner()).id;
    return this.createShop();
  }

  /** One shared target per kind for the callers who must be refused: created once, used by no other row. */
  victim(kind: TargetKind): Promise<number> {
    let victim = this.victims.get(kind);
    if (!victim) {
      victim = this.throwaway(kind);
      this.victims.set(kind, victim);
    }
    return victim;
  }

  cookieOf(role: Role): string | undefined {
    return this.cookies.get(role);
  }

  idOf(role: Role): number {
    const id = this.ids.get(role);
    if (id === undefined) throw new Error(`${role} has no user id`);
    return id;
  }

  /** A second session of the same actor, for routes that replace or end the session they are called with. */
  async freshSession(role: Role): Promise<string | undefined> {
    switch (role) {
      case 'anonymous':
        return undefined;
      case 'banned':
        return this.cookieOf('banned');
      case 'guest': {
        const answer = await this.expectOk(
          'guest session',
          this.call('POST', '/api/guest-session', { email: this.uniqueEmail('guest') }),
        );
        return cookieHeaderOf(answer.setCookies);
      }
      case 'customer': {
        const body = { contact: this.emails.get('customer'), password: PASSWORD };
        return cookieHeaderOf(
          (await this.expectOk('sign-in', this.call('POST', '/api/customer/login', body))).setCookies,
        );
      }
      case 'owner':
      case 'otherOwner': {
        const body = { emailOrPhone: this.emails.get(role), password: PASSWORD };
        return cookieHeaderOf(
          (await this.expectOk('sign-in', this.call('POST', '/api/shop-owner/login', body))).setCookies,
        );
      }
      case 'admin':
        return this.signInAdmin();
    }
  }

  private async signInAdmin(): Promise<string> {
    const { email, password } = this.system.admin;
    return cookieHeaderOf(
      (await this.expectOk('admin sign-in', this.call('POST', '/api/auth/login', { email, password }))).setCookies,
    );
  }

  /** Creates every actor and the owner's resources through the real endpoints, as people would. */
  async setUp(): Promise<void> {
    const adminCookie = await this.signInAdmin();
    this.cookies.set('admin', adminCookie);
    this.cookies.set('anonymous', undefined);
    const [customer, owner, otherOwner, banned, signInCustomer, signInOwner] = await Promise.all([
      this.registerCustomer(),
      this.registerOwner(),
      this.registerOwner(),
      this.registerOwner(),
      this.registerCustomer(),
      this.registerOwner(),
    ]);
    this.signInCustomer = { contact: signInCustomer.contact, password: PASSWORD };
    this.signInOwner = { emailOrPhone: signInOwner.email, password: PASSWORD };
    for (const [role, person] of [
      ['customer', customer],
      ['owner', owner],
      ['otherOwner', otherOwner],
      ['banned', banned],
    ] as const) {
      this.cookies.set(role, person.cookie);
      this.ids.set(role, person.id);
      this.emails.set(role, 'contact' in person ? person.contact : person.email);
    }
    this.cookies.set('guest', await this.freshSession('guest'));

    const shopId = await this.createShop(owner.cookie);
    this.owner = { userId: owner.id, shopId } as OwnerResources;
    [this.otherShopId, this.owner.productId, this.owner.imagePath] = await Promise.all([
      this.createShop(otherOwner.cookie),
      this.createProduct(),
      this.uploadImage(owner.cookie),
    ]);
    this.owner.subscriptionId = await this.paySubscription(owner.cookie);
    const receipts = await this.expectOk('receipts', this.call('GET', '/api/billing/receipts', undefined, owner.cookie));
    this.owner.receiptId = (receipts.json as Array<{ id: number }>)[0]!.id;
    await waitFor(
      "the approval of the owner's shop once catalog heard subscription.activated",
      async () => (await this.call('PUT', `/api/admin/shops/${shopId}/approve`, undefined, adminCookie)).status === 200,
      { timeoutMs: 20_000, intervalMs: 200 },
    );
    this.owner.conversationId = await waitFor(
      'chat to know the shop',
      async () => {
        const answer = await this.call(
          'POST',
          '/api/chat/messages',
          { shopId, message: 'Open today?' },
          customer.cookie,
        );
        return answer.status === 201 ? (answer.json.conversationId as number) : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 100 },
    );
    this.owner.reviewId = await this.reviewOf(shopId);
    // The banned person: a shop owner suspended by the admin, who keeps the cookie of the session they had.
    await this.expectOk(
      'suspension',
      this.call('PUT', `/api/admin/shop-owners/${banned.id}/suspend`, { reason: 'Matrix' }, adminCookie),
    );
    await this.readIdentities();
  }

  /** A review of the shop by a new customer, once reviews knows the shop is approved. */
  private async reviewOf(shopId: number): Promise<number> {
    const reviewer = await this.registerCustomer();
    return waitFor(
      'reviews to know the approved shop',
      async () => {
        const answer = await this.call('POST', `/api/shops/${shopId}/reviews`, { rating: 4 }, reviewer.cookie);
        return answer.status === 201 ? (answer.json.id as number) : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 100 },
    );
  }

  /** An open report of the owner's review by a new customer, for one admin decision. */
  async openReviewReport(): Promise<number> {
    const reporter = await this.registerCustomer();
    const answer = await this.expectOk(
      'review report',
      this.call('POST', `/api/reviews/${this.owner.reviewId}/report`, { reason: 'other' }, reporter.cookie),
    );
    return answer.json.id as number;
  }

  /** A conversation of a new customer with the owner's shop, for a block that must not touch the fixture's. */
  async throwawayConversation(): Promise<number> {
    const writer = await this.registerCustomer();
    const answer = await this.expectOk(
      'throwaway conversation',
      this.call('POST', '/api/chat/messages', { shopId: this.owner.shopId, message: 'Hello' }, writer.cookie),
    );
    return answer.json.conversationId as number;
  }

  /** An open report of a new customer's conversation with the owner's shop, for one admin decision. */
  async openConversationReport(): Promise<number> {
    const writer = await this.registerCustomer();
    const sent = await this.expectOk(
      'reported conversation',
      this.call('POST', '/api/chat/messages', { shopId: this.owner.shopId, message: 'Hello' }, writer.cookie),
    );
    const answer = await this.expectOk(
      'conversation report',
      this.call(
        'POST',
        `/api/chat/conversations/${sent.json.conversationId}/report`,
        { reason: 'spam' },
        writer.cookie,
      ),
    );
    return answer.json.id as number;
  }

  /** Who each role is, as identity tells it: what the gateway would put in the signed header. */
  private async readIdentities(): Promise<void> {
    for (const role of ['customer', 'owner', 'otherOwner', 'admin'] as const) {
      const user = (await this.expectOk('who am I', this.call('GET', '/api/auth/user', undefined, this.cookieOf(role))))
        .json;
      this.identities.set(role, { ...ANONYMOUS, userId: user.id, role: user.role, isAdmin: user.isAdmin });
    }
    const guest = await this.expectOk(
      'guest session',
      this.call('GET', '/api/guest-session', undefined, this.cookieOf('guest')),
    );
    this.identities.set('guest', { ...ANONYMOUS, guestSessionId: guest.json.guestSession.id as number });
    this.identities.set('banned', { ...ANONYMOUS, userId: this.idOf('banned'), role: 'shop_owner', banned: true });
  }

  private async paySubscription(cookie: string): Promise<number> {
    const intent = await this.expectOk(
      'subscription',
      this.call('GET', '/api/get-or-create-subscription', undefined, cookie),
    );
    const subscriptionId = intent.json.subscriptionId as number;
    await this.expectOk(
      'offline payment',
      this.call(
        'POST',
        '/api/billing/offline-payments',
        { subscriptionId, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
        cookie,
      ),
    );
    return subscriptionId;
  }

  /** An image form for the upload route (a fresh FormData per call: a body is read once). */
  imageForm(): FormData {
    const form = new FormData();
    form.append('image', new Blob([TINY_PNG], { type: 'image/png' }), 'matrix.png');
    return form;
  }

  private async uploadImage(cookie: string): Promise<string> {
    const answer = await send(this.baseUrl, {
      method: 'POST',
      path: '/api/upload/image',
      form: this.imageForm(),
      cookie,
    });
    if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${answer.text.slice(0, 300)}`);
    return new URL(answer.json.imageUrl as string, this.baseUrl).pathname;
  }
}
