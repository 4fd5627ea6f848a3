import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../api/generated/model';
import { toastBus } from '../../components/toast/toast-bus';
import { sessionActions } from '../../session/session-store';

/**
 * After a login or a register: store the customer and refetch what depended on the guest (product flags,
 * lists), and close stale toasts. The guest-only route guard then sends the customer to the safe `redirect` or home.
 */
export const useSignedIn = () => {
  const queryClient = useQueryClient();
  return (user: User) => {
    sessionActions.signIn({ ...user, role: 'customer' });
    // A failure toast from an earlier attempt (or the guest's session) no longer applies.
    toastBus.dismissAll();
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== '/preloaded-data' });
  };
};
