import { useIsFetching } from '@tanstack/react-query';

import { authKeys } from '../api/keys';

/** Whether a sign-in check is being read again (a sign-in refreshes them just before it opens the next page). */
export function useSessionRefreshing(): boolean {
  return useIsFetching({ queryKey: authKeys.session }) > 0;
}
