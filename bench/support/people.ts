import { GUEST_COOKIE, SESSION_COOKIE } from '@app/contracts';
import { waitFor } from '@app/testing';
import { BrowserLikeClient } from '../../test/system/support/http-client';

/** A guest session made through the gateway, as the chat modal makes one; returns its browser and cookie header. */
export async function createGuest(
  gatewayUrl: string,
  label: string,
): Promise<{ browser: BrowserLikeClient; cookie: string; guestSessionId: number }> {
  const browser = new BrowserLikeClient(gatewayUrl);
  const response = await browser.post('/api/guest-session', { email: `${label}@bench.localshop.ie` });
  const token = browser.cookie(GUEST_COOKIE);
  if (response.status >= 300 || !token) throw new Error(`Guest session refused: ${response.status} ${response.text}`);
  return { browser, cookie: `${GUEST_COOKIE}=${token}`, guestSessionId: response.json.guestSession.id as number };
}

/** A shop owner registered through the gateway, signed in (the register answer sets the session cookie). */
export async function registerOwner(
  gatewayUrl: string,
  label: string,
): Promise<{ browser: BrowserLikeClient; cookie: string; userId: number }> {
  const browser = new BrowserLikeClient(gatewayUrl);
  const response = await browser.post('/api/shop-owner/register', {
    firstName: 'Bench',
    lastName: `Owner ${label}`,
    email: `${label}@bench.localshop.ie`,
    phone: null,
    city: 'Cork',
    password: 'secret1',
    contactMethod: 'email',
  });
  const token = browser.cookie(SESSION_COOKIE);
  if (response.status >= 300 || !token)
    throw new Error(`Owner registration refused: ${response.status} ${response.text}`);
  return { browser, cookie: `${SESSION_COOKIE}=${token}`, userId: response.json.user.id as number };
}

export type ChatGuest = Awaited<ReturnType<typeof createGuest>>;
export type ShopOwner = Awaited<ReturnType<typeof registerOwner>>;

/**
 * Shop owners with a shop each and guests, all made through the gateway; when it returns, chat has heard of every
 * shop (guest i has opened its conversation with shop i by a first message, retried until chat knows the shop).
 * Guest g writes to shop g % owners, so a guest's later messages go to the conversation it opened or will open.
 */
export async function chatParties(
  gatewayUrl: string,
  counts: { owners: number; guests: number; label: string },
): Promise<{ owners: ShopOwner[]; shopIds: number[]; guests: ChatGuest[] }> {
  const owners: ShopOwner[] = [];
  const shopIds: number[] = [];
  for (let i = 0; i < counts.owners; i += 1) {
    const owner = await registerOwner(gatewayUrl, `${counts.label}-owner-${i}`);
    const shop = await owner.browser.post('/api/shops', {
      name: `Bench Chat Shop ${counts.label} ${i}`,
      location: 'Cork',
      description: 'Bench',
    });
    if (shop.status !== 201) throw new Error(`Shop creation answered ${shop.status}: ${shop.text}`);
    owners.push(owner);
    shopIds.push(shop.json.id as number);
  }
  const guests: ChatGuest[] = [];
  for (let from = 0; from < counts.guests; from += 25) {
    guests.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(25, counts.guests - from) }, (_, k) =>
          createGuest(gatewayUrl, `${counts.label}-guest-${from + k}`),
        ),
      )),
    );
  }
  for (const [index, shopId] of shopIds.entries()) {
    await waitFor(
      `chat to know shop ${shopId}`,
      async () => (await guests[index].browser.post('/api/chat/messages', { shopId, message: 'hello' })).status === 201,
      { timeoutMs: 120_000, intervalMs: 200 },
    );
  }
  return { owners, shopIds, guests };
}
