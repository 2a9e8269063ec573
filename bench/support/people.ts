import { GUEST_COOKIE, SESSION_COOKIE } from '@app/contracts';
import { BrowserLikeClient } from '../../test/system/support/http-client';

/** A guest session made through the gateway, as the chat modal makes one; returns its browser and cookie header. */
export async function createGuest(
  gatewayUrl: string,
  label: string,
): Promise<{ browser: BrowserLikeClient; cookie: string }> {
  const browser = new BrowserLikeClient(gatewayUrl);
  const response = await browser.post('/api/guest-session', { email: `${label}@bench.localshop.ie` });
  const token = browser.cookie(GUEST_COOKIE);
  if (response.status >= 300 || !token) throw new Error(`Guest session refused: ${response.status} ${response.text}`);
  return { browser, cookie: `${GUEST_COOKIE}=${token}` };
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
