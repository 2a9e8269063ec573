import { DomainEvent } from '@app/contracts';

/**
 * Fields the event history leaves out, by event: what a private conversation said and showed stays with chat, which
 * deletes it with its people. Admin-audit only counts messages, and the read models replay without these fields.
 */
const PRIVATE_FIELDS: Partial<Record<DomainEvent['name'], readonly string[]>> = {
  'chat.message.sent': ['message', 'attachments'],
  'chat.images.sent': ['attachments'],
};

/** The payload as the event history keeps it. */
export function historyPayloadOf(event: DomainEvent): Record<string, unknown> {
  const payload = event.payload as Record<string, unknown>;
  const omitted = PRIVATE_FIELDS[event.name];
  if (!omitted) return payload;
  return Object.fromEntries(Object.entries(payload).filter(([field]) => !omitted.includes(field)));
}
