import { RequireSession } from '../auth/RequireSession.tsx';
import { AdminLayout } from './AdminLayout.tsx';

/** Layout route of every admin page but the login: the client guard around the admin shell. */
export function AdminRoot() {
  return (
    <RequireSession>
      <AdminLayout />
    </RequireSession>
  );
}
