import { RequireSession } from '../features/auth/RequireSession.tsx';
import { AdminLayout } from './AdminLayout.tsx';

/** Layout route of every admin page: the client guard around the admin shell. */
export function AdminRoot() {
  return (
    <RequireSession>
      <AdminLayout />
    </RequireSession>
  );
}
