import { BrowserResponse, GatewayBrowser } from '../gateway-browser';
import { expectStatus } from './expect-status';

export interface RegisteredPerson {
  /** The browser that registered, with the cookies the answer set. */
  browser: GatewayBrowser;
  id: number;
  response: BrowserResponse;
}

/** Posts a registration form through `browser` (201 expected) and reads the new person's id from the answer. */
export async function registerPerson(
  browser: GatewayBrowser,
  path: string,
  fields: object,
  idIn: (body: any) => number,
): Promise<RegisteredPerson> {
  const response = await browser.post(path, fields);
  expectStatus(response, 201, `POST ${path}`);
  return { browser, id: idIn(response.body), response };
}
