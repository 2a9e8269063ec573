import { inProcessBus } from '@app/messaging';
import { AccountFactory, customer, owner, ShopEventFactory, textOf, waitFor } from '@app/testing';
import { IdentityHarness, startIdentityHarness } from '../../identity/test/support/identity-harness';
import { UnreadEmailsService } from '../src/unread-emails/unread-emails.service';
import { ChatHarness, startChatHarness } from './support/chat-harness';

const SHOP = 501;
const DELAY_MS = 1000;
const SUBJECT = /^Subject: You have unread messages/m;

/**
 * Unread e-mails end to end in one process: chat's scheduler (a short configured delay, polling fast) publishes
 * chat.unread_reminder.requested, identity's handler sends the mail to the SMTP catcher.
 */
describe('chat unread e-mails', () => {
  let chat: ChatHarness;
  let identity: IdentityHarness;

  beforeAll(async () => {
    chat = await startChatHarness('chat-unread-email', {
      CHAT_UNREAD_EMAIL_DELAY_MS: String(DELAY_MS),
      CHAT_UNREAD_EMAIL_POLL_MS: '100',
    });
    identity = await startIdentityHarness('chat-unread-email-identity', {
      EVENTS_NAMESPACE: chat.namespace,
      PUBLIC_URL: 'https://shops.example',
    });
  });

  afterAll(async () => {
    await chat?.stop();
    await identity?.stop();
  });

  const register = (role: 'customer' | 'shop_owner', firstName: string) =>
    new AccountFactory(identity).create({ role, firstName, lastName: 'Test', city: 'Galway' });

  const unreadMailsTo = (email: string) => identity.smtp.mailsTo(email).filter((mail) => SUBJECT.test(mail.raw));
  const send = (headers: Record<string, string>, body: object) =>
    chat.http().post('/api/chat/messages').set(headers).send(body);
  const requests = async (conversationId: number, recipientType: 'customer' | 'shop_owner') =>
    (await chat.outbox('chat.unread_reminder.requested')).filter(
      (row) => row.payload.conversationId === conversationId && row.payload.recipientType === recipientType,
    );
  /** Waits until the message is older than the delay, so a pass would take it if it were still unread. */
  const waitUntilDue = (messageId: number) =>
    waitFor(`message ${messageId} to be due`, async () => {
      const due = await chat.sql.query(
        `SELECT 1 FROM chat.chat_messages WHERE id = $1 AND created_at <= now() - make_interval(secs => $2)`,
        [messageId, DELAY_MS / 1000],
      );
      return due.rowCount === 1 || undefined;
    });

  let shopOwner: { id: number; email: string };

  it('e-mails the recipient once per conversation in the interval, with a link and no message text', async () => {
    shopOwner = await register('shop_owner', 'Máire');
    const buyer = await register('customer', 'Colm');
    await new ShopEventFactory(chat).create({
      shopId: SHOP,
      ownerId: shopOwner.id,
      name: 'Galway Hooker Books',
      status: 'approved',
      isApproved: true,
    });
    const me = chat.signed(customer(buyer.id));
    const first = await send(me, { shopId: SHOP, message: 'Secret question one' });
    const conversationId: number = first.body.conversationId;
    await send(me, { shopId: SHOP, conversationId, message: 'Secret question two' });

    const mail = await waitFor('the unread e-mail', () => unreadMailsTo(shopOwner.email)[0]);
    const text = textOf(mail.raw);
    expect(text).toContain(`https://shops.example/dashboard?tab=messages&conversation=${conversationId}`);
    expect(text).toContain('Hi Máire,');
    expect(text).toContain('Colm sent you 2 messages');
    expect(text).not.toContain('Secret question');

    // A message after the e-mail, unread past the delay, waits for the interval: no second e-mail.
    const third = await send(me, { shopId: SHOP, conversationId, message: 'Secret question three' });
    await waitUntilDue(third.body.id);
    await chat.app.get(UnreadEmailsService).requestDue();
    expect(await requests(conversationId, 'shop_owner')).toHaveLength(1);
    await inProcessBus.idle();
    expect(unreadMailsTo(shopOwner.email)).toHaveLength(1);
  });

  it('sends nothing when the message was read in time, nor to someone who turned these e-mails off', async () => {
    const reader = await register('customer', 'Nuala');
    const optedOut = await register('customer', 'Páidí');
    const optOut = await identity
      .http()
      .put('/api/auth/preferences')
      .set(identity.signed(customer(optedOut.id)))
      .send({
        chatEmailOptOut: true,
      });
    expect(optOut.body).toEqual({ chatEmailOptOut: true });
    expect(
      (
        await identity
          .http()
          .get('/api/auth/preferences')
          .set(identity.signed(customer(optedOut.id)))
      ).body,
    ).toEqual({ chatEmailOptOut: true });

    const asOwner = chat.signed(owner(shopOwner.id));
    const read = await send(chat.signed(customer(reader.id)), { shopId: SHOP, message: 'Hello' });
    const answer = await send(asOwner, { shopId: SHOP, conversationId: read.body.conversationId, message: 'Hi' });
    await chat
      .http()
      .post(`/api/chat/conversations/${read.body.conversationId}/read`)
      .set(chat.signed(customer(reader.id)));

    const quiet = await send(chat.signed(customer(optedOut.id)), { shopId: SHOP, message: 'Hello' });
    await chat.http().post(`/api/chat/conversations/${quiet.body.conversationId}/read`).set(asOwner);
    await send(asOwner, { shopId: SHOP, conversationId: quiet.body.conversationId, message: 'Hi' });

    // The opted-out person's request goes out (chat does not know the choice) and identity drops it.
    const [request] = await waitFor('the opted-out request', async () => {
      const found = await requests(quiet.body.conversationId, 'customer');
      return found.length > 0 ? found : undefined;
    });
    expect(request.payload).toMatchObject({ recipientUserId: optedOut.id, recipientType: 'customer' });
    await waitUntilDue(answer.body.id);
    await chat.app.get(UnreadEmailsService).requestDue();
    expect(await requests(read.body.conversationId, 'customer')).toEqual([]);
    const requestId = await chat.sql.query(
      `SELECT id FROM chat.outbox_events WHERE name = 'chat.unread_reminder.requested'
         AND payload->>'conversationId' = $1 AND payload->>'recipientType' = 'customer'`,
      [String(quiet.body.conversationId)],
    );
    await waitFor('identity to handle the opted-out request', async () => {
      const handled = await identity.sql.query('SELECT 1 FROM identity.inbox_events WHERE event_id = $1', [
        requestId.rows[0].id,
      ]);
      return handled.rowCount === 1 || undefined;
    });
    await inProcessBus.idle();
    expect(unreadMailsTo(reader.email)).toEqual([]);
    expect(unreadMailsTo(optedOut.email)).toEqual([]);
  });
});
