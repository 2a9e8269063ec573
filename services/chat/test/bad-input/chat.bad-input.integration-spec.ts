import fc from 'fast-check';
import { z } from 'zod';
import {
  adminConversationReportSchema,
  chatMessageResponseSchema,
  CONVERSATION_REPORT_REASONS,
  conversationReportResponseSchema,
  markReadResponseSchema,
} from '@app/contracts';
import {
  BadInputReport,
  BadInputTarget,
  checkBadInput,
  bodyTarget,
  Caller,
  customer,
  idText,
  listenOnFreePort,
  owner,
  pathIdTarget,
  queryTarget,
  ShopEventFactory,
  UserEventFactory,
} from '@app/testing';
import { ChatHarness, startChatHarness } from '../support/chat-harness';

jest.setTimeout(180_000);

const SHOP_ID = 101;
const OWNER_ID = 11;
const CUSTOMER_ID = 33;
const ADMIN = { userId: 1, role: 'admin' as const, isAdmin: true, name: 'Fuzz Admin' };

/** Property tests of every chat request schema through its endpoint (issue 10, bad input). */
describe('chat bad input', () => {
  let chat: ChatHarness;
  let baseUrl: string;
  let conversationId: number;
  const report = new BadInputReport('chat');
  const CUSTOMER = customer(CUSTOMER_ID);

  const as = (identity: object): Caller => ({ baseUrl, headers: chat.signed(identity) });

  const check = <I>(target: BadInputTarget<I>): Promise<void> => checkBadInput(report, target, chat.sql, 'chat');

  beforeAll(async () => {
    chat = await startChatHarness('chat-bad-input');
    baseUrl = await listenOnFreePort(chat.app);
    await new ShopEventFactory(chat).create({ shopId: SHOP_ID, ownerId: OWNER_ID, name: 'Fuzz Books', categoryId: 3 });
    await new UserEventFactory(chat).create({ userId: CUSTOMER_ID });
    const first = await chat
      .http()
      .post('/api/chat/messages')
      .set(chat.signed(CUSTOMER))
      .send({ shopId: SHOP_ID, message: 'Hello' });
    expect(first.status).toBe(201);
    conversationId = first.body.conversationId;
  });

  afterAll(async () => {
    report.finish();
    await chat?.stop();
  });

  it('sendMessageSchema: POST /api/chat/messages refuses bad bodies and stores nothing from them', () =>
    check(
      bodyTarget(as(CUSTOMER), {
        schema: 'sendMessageSchema',
        method: 'POST',
        path: '/api/chat/messages',
        valid: fc.record({
          shopId: fc.constant(SHOP_ID),
          message: fc.string({ minLength: 1, maxLength: 200 }).filter((text) => text.trim() !== ''),
          conversationId: fc.constantFrom(conversationId, -1, null),
        }),
        response: chatMessageResponseSchema,
      }),
    ));

  it('messagePageQuerySchema: GET /api/chat/conversations/:id/messages never answers 5xx', () =>
    check(
      queryTarget(as(CUSTOMER), {
        schema: 'messagePageQuerySchema',
        path: `/api/chat/conversations/${conversationId}/messages`,
        valid: fc.record(
          {
            limit: fc.integer({ min: 1, max: 200 }),
            before: fc.integer({ min: 1, max: 50 }),
            after: fc.integer({ min: 1, max: 50 }),
          },
          { requiredKeys: ['limit'] },
        ),
        response: z.array(chatMessageResponseSchema),
      }),
    ));

  it('idParamSchema: POST /api/chat/conversations/:id/read never answers 5xx', () =>
    check(
      pathIdTarget(as(CUSTOMER), {
        schema: 'idParamSchema',
        method: 'POST',
        path: '/api/chat/conversations/:id/read',
        valid: idText(fc.constantFrom(conversationId, conversationId + 1)),
        response: markReadResponseSchema,
      }),
    ));

  it('conversationReportSchema: POST /api/chat/conversations/:id/report refuses bad bodies', () =>
    check(
      bodyTarget(as(owner(OWNER_ID)), {
        schema: 'conversationReportSchema',
        method: 'POST',
        path: `/api/chat/conversations/${conversationId}/report`,
        valid: fc.record(
          { reason: fc.constantFrom(...CONVERSATION_REPORT_REASONS), details: fc.string({ maxLength: 200 }) },
          { requiredKeys: ['reason'] },
        ),
        response: conversationReportResponseSchema,
      }),
    ));

  it('conversationReportListQuerySchema: GET /api/admin/conversation-reports never answers 5xx', () =>
    check(
      queryTarget(as(ADMIN), {
        schema: 'conversationReportListQuerySchema',
        path: '/api/admin/conversation-reports',
        valid: fc.record(
          {
            status: fc.constantFrom('open', 'resolved'),
            limit: fc.integer({ min: 1, max: 100 }),
            offset: fc.integer({ min: 0, max: 50 }),
          },
          { requiredKeys: [] },
        ),
        response: z.array(adminConversationReportSchema),
      }),
    ));

  it('conversationReportDecisionSchema: PUT /api/admin/conversation-reports/:id refuses bad bodies', async () => {
    const made = await chat
      .http()
      .post(`/api/chat/conversations/${conversationId}/report`)
      .set(chat.signed(CUSTOMER))
      .send({ reason: 'spam' });
    expect(made.status).toBe(201);
    await check(
      bodyTarget(as(ADMIN), {
        schema: 'conversationReportDecisionSchema',
        method: 'PUT',
        path: `/api/admin/conversation-reports/${made.body.id}`,
        valid: fc.record({
          action: fc.constantFrom('block', 'dismiss'),
          reason: fc.string({ minLength: 1, maxLength: 100 }).filter((text) => text.trim() !== ''),
        }),
        response: adminConversationReportSchema,
      }),
    );
  });
});
