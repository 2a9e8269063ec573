import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ConversationBlockResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { chatKeys } from './keys';

/** POST (block) or DELETE (unblock) /api/chat/conversations/{id}/block, by the shop's owner. */
export async function setConversationBlocked({
  conversationId,
  blocked,
}: {
  conversationId: number;
  blocked: boolean;
}) {
  return apiRequest<ConversationBlockResponse>(
    `/api/chat/conversations/${conversationId}/block`,
    blocked ? 'POST' : 'DELETE',
    blocked ? {} : undefined,
  );
}

export function useSetConversationBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setConversationBlocked,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations }),
  });
}
