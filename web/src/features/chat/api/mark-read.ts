import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MarkReadResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { chatKeys } from './keys';

/** POST /api/chat/conversations/{id}/read: the other party's messages become read. */
export async function markRead(conversationId: number): Promise<MarkReadResponse | null> {
  return apiRequest<MarkReadResponse>(`/api/chat/conversations/${conversationId}/read`, 'POST', {});
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (_result, conversationId) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) });
    },
  });
}
