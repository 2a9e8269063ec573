import { METHOD_METADATA } from '@nestjs/common/constants';
import { ACCESS_POLICY_KEY, AccessPolicy } from '@app/auth-context';
import { ChatController } from './conversations/chat.controller';

function routesOf(controller: Function): Array<{ name: string; handler: Function }> {
  const prototype = controller.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(prototype)
    .filter((name) => name !== 'constructor' && typeof prototype[name] === 'function')
    .map((name) => ({ name, handler: prototype[name] as Function }))
    .filter(({ handler }) => Reflect.getMetadata(METHOD_METADATA, handler) !== undefined);
}

function policyOf(handler: Function): AccessPolicy | undefined {
  return Reflect.getMetadata(ACCESS_POLICY_KEY, handler) as AccessPolicy | undefined;
}

describe('access policies of the chat routes', () => {
  it('declares one on every route', () => {
    const routes = routesOf(ChatController);
    expect(routes.map(({ name }) => name).sort()).toEqual(
      ['conversations', 'customerConversations', 'markRead', 'messages', 'send'].sort(),
    );
    for (const { name, handler } of routes) {
      expect({ name, policy: policyOf(handler) }).toEqual({
        name,
        policy: expect.objectContaining({ kind: expect.any(String) }),
      });
    }
  });

  it('keeps the profile list for signed-in people and leaves the rest to the service (guests chat too)', () => {
    expect(policyOf(ChatController.prototype.customerConversations)).toEqual({ kind: 'signed-in' });
    expect(policyOf(ChatController.prototype.send)).toEqual({ kind: 'public' });
  });
});
