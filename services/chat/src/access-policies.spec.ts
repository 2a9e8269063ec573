import { policyOf, routesOf } from '@app/auth-context';
import { AdminConversationReportsController } from './conversation-reports/admin-conversation-reports.controller';
import { ConversationReportsController } from './conversation-reports/conversation-reports.controller';
import { ChatController } from './conversations/chat.controller';
import { InternalConversationsController } from './conversations/internal-conversations.controller';

describe('access policies of the chat routes', () => {
  it('declares one on every route', () => {
    const routes = [
      ...routesOf(ChatController),
      ...routesOf(ConversationReportsController),
      ...routesOf(AdminConversationReportsController),
      ...routesOf(InternalConversationsController),
    ];
    expect(routes.map(({ name }) => name).sort()).toEqual(
      [
        'block',
        'conversations',
        'customerConversations',
        'decide',
        'list',
        'markRead',
        'messages',
        'parties',
        'report',
        'send',
        'unblock',
      ].sort(),
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
    expect(policyOf(ConversationReportsController.prototype.report)).toEqual({ kind: 'public' });
  });

  it('keeps blocking for shop owners and the report queue for admins', () => {
    expect(policyOf(ChatController.prototype.block)).toEqual({ kind: 'roles', roles: ['shop_owner'] });
    expect(policyOf(ChatController.prototype.unblock)).toEqual({ kind: 'roles', roles: ['shop_owner'] });
    expect(policyOf(AdminConversationReportsController.prototype.list)).toEqual({ kind: 'admin' });
    expect(policyOf(AdminConversationReportsController.prototype.decide)).toEqual({ kind: 'admin' });
    expect(policyOf(InternalConversationsController.prototype.parties)).toEqual({ kind: 'internal' });
  });
});
