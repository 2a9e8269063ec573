import { Env } from '@app/config';
import { chatService } from '@app/chat';
import { startServiceHarness } from '@app/testing';

/** The chat app on a fresh database with the in-process bus, called in-process with supertest. */
export function startChatHarness(label: string, env: Env = {}) {
  return startServiceHarness({ service: chatService, schema: 'chat', label, env });
}

export type ChatHarness = Awaited<ReturnType<typeof startChatHarness>>;
