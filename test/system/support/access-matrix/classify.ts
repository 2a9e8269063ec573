import { MatrixActors } from './actors';
import { Answer } from './http';
import { Expectation } from './expectations';
import { Role } from './roles';

/**
 * allowed: 2xx (or the row's success status); refused: 401/403 (or the row's own refusal); hidden: 404, a refusal
 * only where the row says the product hides existence; reached: the row's business answer; leaked: a 2xx that
 * shows someone else's item; not-forwarded: the gateway kept an internal operation away from its service.
 */
export type Outcome = 'allowed' | 'refused' | 'hidden' | 'reached' | 'leaked' | 'not-forwarded' | `other ${number}`;

export function expectedOutcome(expectation: Expectation, role: Role): Outcome {
  if (expectation.allowed.includes(role)) return 'allowed';
  if (expectation.reached?.roles.includes(role)) return 'reached';
  if (expectation.hidden?.includes(role)) return 'hidden';
  return 'refused';
}

const messageOf = (answer: Answer): string => (typeof answer.json?.message === 'string' ? answer.json.message : '');

function shows(json: unknown, id: number): boolean {
  const items = Array.isArray(json) ? json : [json];
  return items.some((item) => typeof item === 'object' && item !== null && (item as { id?: unknown }).id === id);
}

export function actualOutcome(expectation: Expectation, answer: Answer, role: Role, actors: MatrixActors): Outcome {
  const { status } = answer;
  const { refusedWith, reached, ownItems } = expectation;
  if ((status >= 200 && status < 300) || status === expectation.success) {
    if (ownItems && !ownItems.owners.includes(role) && shows(answer.json, ownItems.id(actors))) return 'leaked';
    return 'allowed';
  }
  if (status === 401 || status === 403) return 'refused';
  if (refusedWith && status === refusedWith.status && messageOf(answer).includes(refusedWith.message)) return 'refused';
  if (reached && status === reached.status && messageOf(answer).includes(reached.message)) return 'reached';
  if (status === 404) return 'hidden';
  return `other ${status}`;
}

/**
 * Through the gateway, an operation it never forwards must not be answered by the service: the gateway's own
 * 404, or (for a GET) the web app's index page, which is the gateway's answer to any unknown page.
 */
export function gatewayKeptOut(answer: Answer): Outcome {
  if (answer.status === 404 || answer.contentType.startsWith('text/html')) return 'not-forwarded';
  return `other ${answer.status}`;
}
