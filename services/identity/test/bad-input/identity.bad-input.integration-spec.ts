import fc from 'fast-check';
import { z, ZodTypeAny } from 'zod';
import {
  adminCustomerRowSchema,
  adminShopOwnersResponseSchema,
  adminUserRowSchema,
  adminUsersResponseSchema,
  authResultResponseSchema,
  customerLoginSchema,
  customerRegisterSchema,
  guestSessionResponseSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  shopOwnerLoginSchema,
  shopOwnerRegisterSchema,
} from '@app/contracts';
import {
  BadInputReport,
  BadInputTarget,
  checkBadInput,
  bodyTarget,
  Caller,
  CustomerFactory,
  Fields,
  idText,
  listenOnFreePort,
  pathIdTarget,
  queryTarget,
  uniqueEmail,
} from '@app/testing';
import { ADMIN_EMAIL, IdentityHarness, startIdentityHarness } from '../support/identity-harness';

jest.setTimeout(180_000);

const email = fc.emailAddress().filter((address) => address.length <= 100);
const name = fc.stringMatching(/^[A-Za-z]{2,20}$/);
const phone = fc.stringMatching(/^08\d{8}$/);
const strongPassword = fc.constantFrom('Str0ng!Pass', 'An0ther$Secret');
const code = fc.stringMatching(/^\d{6}$/);
const ANONYMOUS = {};

/**
 * Property tests of every public identity request schema through its endpoint (issue 10, bad input). Sign-in and
 * registration bodies are sent only when the schema refuses them: an accepted one runs argon2 (46 MiB), which a
 * loop of 1,000 cannot afford, and the refusal before hashing is the behaviour under test.
 */
describe('identity bad input', () => {
  let identity: IdentityHarness;
  let baseUrl: string;
  let adminId: number;
  let victimId: number;
  const report = new BadInputReport('identity');

  const as = (person: object): Caller => ({ baseUrl, headers: identity.signed(person) });
  const admin = () => as({ userId: adminId, role: 'admin', isAdmin: true, name: 'First Admin', email: ADMIN_EMAIL });

  const check = <I>(target: BadInputTarget<I>): Promise<void> =>
    checkBadInput(report, target, identity.sql, 'identity');

  /** A sign-in or registration body endpoint, fed only bodies its schema refuses. */
  const refusedBodies = (schema: string, path: string, refusedBy: ZodTypeAny, valid: fc.Arbitrary<Fields>) =>
    check(
      bodyTarget(as(ANONYMOUS), {
        schema,
        method: 'POST',
        path,
        valid,
        response: authResultResponseSchema,
        onlyRefusedBy: refusedBy,
      }),
    );

  beforeAll(async () => {
    identity = await startIdentityHarness('identity-bad-input');
    baseUrl = await listenOnFreePort(identity.app);
    adminId = (await identity.sql.query('SELECT id FROM identity.users WHERE email = $1', [ADMIN_EMAIL])).rows[0].id;
    const victim = await new CustomerFactory(identity).create({
      firstName: 'Ciara',
      lastName: 'Walsh',
      contact: uniqueEmail('victim'),
    });
    victimId = victim.id;
  });

  afterAll(async () => {
    report.finish();
    await identity?.stop();
  });

  it('customerRegisterSchema: POST /api/customer/register refuses bad bodies before hashing', () =>
    refusedBodies(
      'customerRegisterSchema',
      '/api/customer/register',
      customerRegisterSchema,
      fc.record({
        firstName: name,
        lastName: name,
        contact: fc.oneof(email, phone),
        city: name,
        password: strongPassword,
      }),
    ));

  it('customerLoginSchema: POST /api/customer/login refuses bad bodies before hashing', () =>
    refusedBodies(
      'customerLoginSchema',
      '/api/customer/login',
      customerLoginSchema,
      fc.record({ contact: fc.oneof(email, phone), password: strongPassword }),
    ));

  it('shopOwnerRegisterSchema: POST /api/shop-owner/register refuses bad bodies before hashing', () =>
    refusedBodies(
      'shopOwnerRegisterSchema',
      '/api/shop-owner/register',
      shopOwnerRegisterSchema,
      fc.record({
        firstName: name,
        lastName: name,
        email,
        phone,
        city: name,
        password: strongPassword,
        contactMethod: fc.constantFrom('email', 'phone'),
      }),
    ));

  it('shopOwnerLoginSchema: POST /api/shop-owner/login refuses bad bodies before hashing', () =>
    refusedBodies(
      'shopOwnerLoginSchema',
      '/api/shop-owner/login',
      shopOwnerLoginSchema,
      fc.record({ emailOrPhone: fc.oneof(email, phone), password: strongPassword }),
    ));

  it('registerSchema: POST /api/auth/register refuses bad bodies before hashing', () =>
    refusedBodies(
      'registerSchema',
      '/api/auth/register',
      registerSchema,
      fc.record({
        firstName: name,
        lastName: name,
        email,
        phone,
        password: strongPassword,
        city: name,
        role: fc.constantFrom('customer', 'shop_owner'),
        contactMethod: fc.constantFrom('email', 'phone'),
      }),
    ));

  it('loginSchema: POST /api/auth/login refuses bad bodies before hashing', () =>
    refusedBodies(
      'loginSchema',
      '/api/auth/login',
      loginSchema,
      fc.record({ email, password: strongPassword, rememberMe: fc.boolean() }),
    ));

  it('verifyEmailSchema: POST /api/auth/verify-email never answers 5xx', () =>
    check(
      bodyTarget(as(ANONYMOUS), {
        schema: 'verifyEmailSchema',
        method: 'POST',
        path: '/api/auth/verify-email',
        valid: fc.record({ email, code }),
        response: messageResponseSchema,
      }),
    ));

  it('passwordResetRequestSchema: POST /api/auth/request-password-reset never answers 5xx', () =>
    check(
      bodyTarget(as(ANONYMOUS), {
        schema: 'passwordResetRequestSchema',
        method: 'POST',
        path: '/api/auth/request-password-reset',
        valid: fc.record({ email }),
        response: messageResponseSchema,
      }),
    ));

  it('resetPasswordSchema: POST /api/auth/reset-password never answers 5xx', () =>
    check(
      bodyTarget(as(ANONYMOUS), {
        schema: 'resetPasswordSchema',
        method: 'POST',
        path: '/api/auth/reset-password',
        valid: fc
          .record({ email, code, newPassword: strongPassword })
          .map((fields) => ({ ...fields, confirmPassword: fields.newPassword })),
        response: messageResponseSchema,
      }),
    ));

  it('guestSessionRequestSchema: POST /api/guest-session refuses bad bodies and stores nothing from them', () =>
    check(
      bodyTarget(as(ANONYMOUS), {
        schema: 'guestSessionRequestSchema',
        method: 'POST',
        path: '/api/guest-session',
        valid: fc.record({ email, phone }, { requiredKeys: [] }),
        response: guestSessionResponseSchema,
      }),
    ));

  it('adminUsersQuerySchema: GET /api/admin/users never answers 5xx', () =>
    check(
      queryTarget(admin(), {
        schema: 'adminUsersQuerySchema',
        path: '/api/admin/users',
        valid: fc.record({
          page: fc.integer({ min: 1, max: 5 }),
          limit: fc.integer({ min: 1, max: 100 }),
          search: name,
          role: fc.constantFrom('all', 'customer', 'shop_owner', 'admin'),
          status: fc.constantFrom('all', 'active', 'banned'),
          sortBy: fc.constantFrom('created', 'name', 'email', 'role'),
          sortOrder: fc.constantFrom('asc', 'desc'),
        }),
        response: adminUsersResponseSchema,
      }),
    ));

  it('adminShopOwnersQuerySchema: GET /api/admin/shop-owners never answers 5xx', () =>
    check(
      queryTarget(admin(), {
        schema: 'adminShopOwnersQuerySchema',
        path: '/api/admin/shop-owners',
        valid: fc.record({
          page: fc.integer({ min: 1, max: 5 }),
          limit: fc.integer({ min: 1, max: 100 }),
          search: name,
          status: fc.constantFrom('all', 'active', 'suspended'),
          sortBy: fc.constantFrom('created', 'name', 'email', 'shopName'),
          sortOrder: fc.constantFrom('asc', 'desc'),
        }),
        response: adminShopOwnersResponseSchema,
      }),
    ));

  it('adminCustomersQuerySchema: GET /api/admin/customers never answers 5xx', () =>
    check(
      queryTarget(admin(), {
        schema: 'adminCustomersQuerySchema',
        path: '/api/admin/customers',
        valid: fc.record({ search: name }),
        response: z.array(adminCustomerRowSchema),
      }),
    ));

  it('suspendRequestSchema: PUT /api/admin/users/:id/suspend refuses bad bodies', () =>
    check(
      bodyTarget(admin(), {
        schema: 'suspendRequestSchema',
        method: 'PUT',
        path: `/api/admin/users/${victimId}/suspend`,
        valid: fc.record({ reason: name }),
        response: messageResponseSchema.extend({ user: adminUserRowSchema }),
      }),
    ));

  it('customerBanRequestSchema: PATCH /api/admin/customers/:id/ban refuses bad bodies', () =>
    check(
      bodyTarget(admin(), {
        schema: 'customerBanRequestSchema',
        method: 'PATCH',
        path: `/api/admin/customers/${victimId}/ban`,
        valid: fc.record({ banned: fc.boolean(), reason: name }),
        response: messageResponseSchema.extend({ customer: adminCustomerRowSchema }),
      }),
    ));

  it('idParamSchema: PUT /api/admin/users/:id/unsuspend never answers 5xx', () =>
    check(
      pathIdTarget(admin(), {
        schema: 'idParamSchema',
        method: 'PUT',
        path: '/api/admin/users/:id/unsuspend',
        valid: idText(fc.constantFrom(victimId, victimId + 1000)),
        response: messageResponseSchema.extend({ user: adminUserRowSchema }),
      }),
    ));
});
