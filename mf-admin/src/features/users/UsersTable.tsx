import {
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import type { AdminUser } from '@vetrina/contracts';
import { EditDeleteButtons } from '../../shared/RowActions.tsx';

interface UsersTableProps {
  users: AdminUser[];
  onDelete: (user: AdminUser) => void;
}

export function UsersTable({ users, onDelete }: UsersTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Utenti del pannello amministrativo">
        <TableHead>
          <TableRow>
            <TableCell>ID</TableCell>
            <TableCell>Username</TableCell>
            <TableCell>Admin</TableCell>
            <TableCell align="right">Azioni</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell>{user.id}</TableCell>
              <TableCell sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{user.username}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={user.isAdmin ? 'Sì' : 'No'}
                  color={user.isAdmin ? 'primary' : 'default'}
                  variant={user.isAdmin ? 'filled' : 'outlined'}
                />
              </TableCell>
              <TableCell align="right">
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}
                >
                  <EditDeleteButtons
                    name={user.username}
                    editTo={`/admin/users/${user.id}`}
                    onDelete={() => onDelete(user)}
                  />
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
