import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, Socket } from 'socket.io-client';
import { CHAT_MESSAGE_SOCKET_EVENT, ChatSocketMessage, GUEST_COOKIE, SESSION_COOKIE } from '@app/contracts';
import {
  createTcpProxy,
  createTestDatabase,
  deleteAmqpNamespace,
  ensureTestServers,
  TcpProxy,
  TestDatabase,
  uniqueNamespace,
  waitFor,
} from '@app/testing';
import { BrowserLikeClient } from './support/http-client';
import { ServiceProcess, startServiceProcess } from './support/service-process';

/** A socket with everything it was pushed. */
interface Listener {
  socket: Socket;
  got: ChatSocketMessage[];
  /** Resolves once a push of the message id arrived. */
  waitFor(messageId: number): Promise<ChatSocketMessage>;
}

/**
 * Live chat across processes: identity, catalog, chat and TWO gateways sharing Redis, over RabbitMQ. Messages go
 * over REST through either gateway, pushes come back over Socket.IO to both parties whichever gateway they are on.
 */
describe('live chat through two gateways', () => {
  const secret = randomBytes(32).toString('hex');
  const tag = randomBytes(3).toString('hex');
  let database: TestDatabase;
  let namespace: string;
  let amqpUrl: string;
  let dataDir: string;
  let identity: ServiceProcess;
  let catalog: ServiceProcess;
  let chat: ServiceProcess;
  let chatProxy: TcpProxy;
  let gatewayA: ServiceProcess;
  let gatewayB: ServiceProcess;
  let common: Record<string, string>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const urls = await ensureTestServers('postgres', 'rabbitmq', 'redis');
    amqpUrl = urls.amqpUrl;
    database = await createTestDatabase('system-chat');
    namespace = uniqueNamespace('system-chat');
    dataDir = await mkdtemp(join(tmpdir(), 'chat-system-'));
    const redisKeyPrefix = `${namespace}:`;
    common = {
      DATABASE_URL: database.url,
      AMQP_URL: amqpUrl,
      EVENTS_NAMESPACE: namespace,
      INTERNAL_SECRET: secret,
      EVENTS_RETRY_DELAYS_MS: '50,100,200,400',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    };
    [identity, catalog, chat] = await Promise.all([
      startServiceProcess(
        'identity',
        { ...common, REDIS_URL: urls.redisUrl, REDIS_KEY_PREFIX: redisKeyPrefix, DATA_DIR: dataDir },
        '/ready',
      ),
      startServiceProcess('catalog', { ...common, DATA_DIR: dataDir }, '/ready'),
      startServiceProcess('chat', common, '/ready'),
    ]);
    // The gateways reach chat through a proxy, so chat can restart on another port behind the same address.
    chatProxy = await createTcpProxy({ host: '127.0.0.1', port: chat.port });
    const gatewayEnv = {
      INTERNAL_SECRET: secret,
      REDIS_URL: urls.redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      AMQP_URL: amqpUrl,
      EVENTS_NAMESPACE: namespace,
      IDENTITY_URL: identity.url,
      CATALOG_URL: catalog.url,
      CHAT_URL: `http://127.0.0.1:${chatProxy.port}`,
      RATE_LIMIT_MULTIPLIER: '100',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    };
    [gatewayA, gatewayB] = await Promise.all([
      startServiceProcess('gateway', gatewayEnv),
      startServiceProcess('gateway', gatewayEnv),
    ]);
  });

  afterAll(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await gatewayA?.stop();
    await gatewayB?.stop();
    await chatProxy?.close();
    await chat?.stop();
    await catalog?.stop();
    await identity?.stop();
    await deleteAmqpNamespace(amqpUrl, namespace, ['identity', 'catalog', 'chat', 'gateway.realtime']).catch(
      () => undefined,
    );
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function listen(gateway: ServiceProcess, cookie: string): Promise<Listener> {
    const socket = io(gateway.url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const got: ChatSocketMessage[] = [];
    socket.on(CHAT_MESSAGE_SOCKET_EVENT, (data: ChatSocketMessage) => got.push(data));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return {
      socket,
      got,
      waitFor: (messageId) =>
        waitFor(`push of message ${messageId}`, async () => got.find((item) => item.id === messageId), {
          timeoutMs: 15_000,
          intervalMs: 50,
        }),
    };
  }

  const sessionCookie = (browser: BrowserLikeClient) => `${SESSION_COOKIE}=${browser.cookie(SESSION_COOKIE)}`;

  async function registerOwner(firstName: string, gateway = gatewayA): Promise<BrowserLikeClient> {
    const browser = new BrowserLikeClient(gateway.url);
    const response = await browser.post('/api/shop-owner/register', {
      firstName,
      lastName: 'Owner',
      email: `${firstName.toLowerCase()}-${tag}@example.ie`,
      phone: null,
      city: 'Cork',
      password: 'secret1',
      contactMethod: 'email',
    });
    expect(response.status).toBe(201);
    return browser;
  }

  async function registerCustomer(firstName: string, gateway = gatewayA): Promise<BrowserLikeClient> {
    const browser = new BrowserLikeClient(gateway.url);
    const response = await browser.post('/api/customer/register', {
      firstName,
      lastName: 'Customer',
      contact: `${firstName.toLowerCase()}-${tag}@example.ie`,
      city: 'Cork',
      password: 'secret1',
      role: 'customer',
    });
    expect(response.status).toBeLessThan(300);
    return browser;
  }

  async function createShop(owner: BrowserLikeClient, name: string): Promise<number> {
    const created = await owner.post('/api/shops', { name, location: 'Cork', description: 'A test shop' });
    expect(created.status).toBe(201);
    return created.json.id as number;
  }

  /** The first message to a new shop, once chat has heard of the shop (shop.created travels over RabbitMQ). */
  async function firstMessage(sender: BrowserLikeClient, shopId: number, message: string) {
    return waitFor(
      `chat to know shop ${shopId}`,
      async () => {
        const response = await sender.post('/api/chat/messages', { shopId, message });
        return response.status === 404 ? undefined : response;
      },
      { timeoutMs: 15_000, intervalMs: 100 },
    );
  }

  let ownerBrowser: BrowserLikeClient;
  let customerBrowser: BrowserLikeClient;
  let shopId: number;
  let conversationId: number;
  let ownerSocket: Listener;
  let customerSocket: Listener;

  it('delivers both sides of a conversation live, whichever gateway each party is on, once each', async () => {
    ownerBrowser = await registerOwner(`Donal${tag}`, gatewayB);
    customerBrowser = await registerCustomer(`Orla${tag}`, gatewayA);
    shopId = await createShop(ownerBrowser, `English Market Fish ${tag}`);
    ownerSocket = await listen(gatewayB, sessionCookie(ownerBrowser));
    customerSocket = await listen(gatewayA, sessionCookie(customerBrowser));

    const sent = await firstMessage(customerBrowser, shopId, 'Is the hake fresh today?');
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ senderType: 'customer', message: 'Is the hake fresh today?' });
    conversationId = sent.json.conversationId;
    const toOwner = await ownerSocket.waitFor(sent.json.id);
    expect(toOwner).toMatchObject({
      conversationId,
      shopId,
      senderType: 'customer',
      message: 'Is the hake fresh today?',
    });
    await customerSocket.waitFor(sent.json.id);

    const inbox = await ownerBrowser.get('/api/chat/conversations');
    expect(inbox.json).toEqual([
      expect.objectContaining({ id: conversationId, shopId, unreadCount: 1, viewerRole: 'shop_owner' }),
    ]);
    const reply = await ownerBrowser.post('/api/chat/messages', { shopId, conversationId, message: 'Landed at six.' });
    expect(reply.status).toBe(201);
    expect(reply.json.senderType).toBe('shop_owner');
    await customerSocket.waitFor(reply.json.id);
    await ownerSocket.waitFor(reply.json.id);

    // One gateway handles each event; the Redis adapter fans it out: no socket hears a message twice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const listener of [ownerSocket, customerSocket]) {
      expect(listener.got.map((item) => item.id)).toEqual([sent.json.id, reply.json.id]);
    }
    const history = await customerBrowser.get(`/api/chat/conversations/${conversationId}/messages`);
    expect(history.json.map((item: any) => item.message)).toEqual(['Is the hake fresh today?', 'Landed at six.']);
    const profile = await customerBrowser.get('/api/customer/conversations');
    expect(profile.json).toEqual([
      { id: conversationId, updatedAt: expect.any(String), shop: { name: `English Market Fish ${tag}` } },
    ]);
  });

  it("keeps another owner out of a shop's conversation", async () => {
    const otherOwner = await registerOwner(`Eimear${tag}`);
    const messages = await otherOwner.get(`/api/chat/conversations/${conversationId}/messages`);
    expect(messages.status).toBe(404);
    const write = await otherOwner.post('/api/chat/messages', { shopId, conversationId, message: 'Hello' });
    expect(write.status).toBe(404);
    expect((await otherOwner.get('/api/chat/conversations')).json).toEqual([]);
  });

  it('lets a guest with a guest session chat, with a guest_ sender id', async () => {
    const guest = new BrowserLikeClient(gatewayB.url);
    expect((await guest.post('/api/chat/messages', { shopId, message: 'Hello?' })).status).toBe(401);
    expect((await guest.post('/api/guest-session', { email: `guest-${tag}@example.ie` })).status).toBeLessThan(300);
    const guestSocket = await listen(gatewayB, `${GUEST_COOKIE}=${guest.cookie(GUEST_COOKIE)}`);
    const sent = await guest.post('/api/chat/messages', { shopId, message: 'Do you deliver to Blackrock?' });
    expect(sent.status).toBe(201);
    expect(sent.json.senderId).toMatch(/^guest_\d+$/);
    await guestSocket.waitFor(sent.json.id);
    await ownerSocket.waitFor(sent.json.id);
    const reply = await ownerBrowser.post('/api/chat/messages', {
      shopId,
      conversationId: sent.json.conversationId,
      message: 'We do, on Fridays.',
    });
    await guestSocket.waitFor(reply.json.id);
    expect((await guest.get('/api/chat/conversations')).json).toEqual([
      expect.objectContaining({ id: sent.json.conversationId, lastMessage: 'We do, on Fridays.', unreadCount: 1 }),
    ]);
    expect(customerSocket.got.map((item) => item.id)).not.toContain(sent.json.id);
  });

  it('refuses empty, whitespace-only and 2,001-character messages', async () => {
    for (const [message, error] of [
      ['', 'Message cannot be empty'],
      ['   \n\t ', 'Message cannot be empty'],
      ['a'.repeat(2001), 'Message must be at most 2000 characters'],
    ]) {
      const response = await customerBrowser.post('/api/chat/messages', { shopId, message });
      expect({ status: response.status, message: response.json?.message }).toEqual({ status: 400, message: error });
    }
    const longest = await customerBrowser.post('/api/chat/messages', { shopId, message: 'b'.repeat(2000) });
    expect(longest.status).toBe(201);
  });

  it('loses no sent message when the chat service restarts', async () => {
    const texts = ['One', 'Two', 'Three'].map((word) => `${word} before the restart`);
    const ids: number[] = [];
    for (const message of texts) {
      const response = await customerBrowser.post('/api/chat/messages', { shopId, conversationId, message });
      expect(response.status).toBe(201);
      ids.push(response.json.id);
    }
    await chat.stop();
    const whileDown = await customerBrowser.post('/api/chat/messages', { shopId, conversationId, message: 'Lost?' });
    expect(whileDown.status).toBeGreaterThanOrEqual(500);

    chat = await startServiceProcess('chat', common, '/ready');
    await chatProxy.close();
    chatProxy = await createTcpProxy({ host: '127.0.0.1', port: chat.port }, chatProxy.port);

    const history = await waitFor(
      'chat to answer again',
      async () => {
        const response = await ownerBrowser.get(`/api/chat/conversations/${conversationId}/messages`);
        return response.status === 200 ? response.json : undefined;
      },
      { timeoutMs: 15_000, intervalMs: 100 },
    );
    expect(history.map((item: any) => item.message)).toEqual(expect.arrayContaining(texts));
    expect(history.map((item: any) => item.message)).not.toContain('Lost?');
    for (const id of ids) await ownerSocket.waitFor(id);

    const after = await customerBrowser.post('/api/chat/messages', { shopId, conversationId, message: 'After it' });
    expect(after.status).toBe(201);
    await ownerSocket.waitFor(after.json.id);
    await customerSocket.waitFor(after.json.id);
  });
});
