import { policyOf, routesOf } from '@app/auth-context';
import { ChatController } from './conversations/chat.controller';

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
