import { useQuery } from '@tanstack/react-query';
import { Box, MenuItem, TextField } from '@mui/material';
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, type ActivityKind } from '@vetrina/contracts';
import { usersQuery } from '../users/users-api.ts';
import type { ActivityFilter } from './activity-api.ts';

/** A select's value for "no filter" (MUI selects need a string; a username could be any other word). */
const ALL = '';
/** Shows the "no filter" option's text in the closed select (MUI hides an empty value's by default). */
const SHOW_ALL = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

interface ActivityFiltersProps {
  value: ActivityFilter;
  onChange: (value: ActivityFilter) => void;
}

/**
 * Kind and user. The users come from /api/admin/users, which the same administrators may call as the log;
 * the user in the address stays selectable even when it is no longer a user (a deleted account's entries).
 */
export function ActivityFilters({ value, onChange }: ActivityFiltersProps) {
  const users = useQuery(usersQuery);
  const usernames = (users.data ?? []).map((user) => user.username);
  if (value.user && !usernames.includes(value.user)) usernames.unshift(value.user);

  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 280px))' } }}
    >
      <TextField
        select
        label="Tipo"
        slotProps={SHOW_ALL}
        value={value.kind ?? ALL}
        onChange={(event) =>
          onChange({ ...value, kind: (event.target.value || null) as ActivityKind | null })
        }
      >
        <MenuItem value={ALL}>Tutti i tipi</MenuItem>
        {ACTIVITY_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {ACTIVITY_KIND_LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Utente"
        slotProps={SHOW_ALL}
        value={value.user ?? ALL}
        onChange={(event) => onChange({ ...value, user: event.target.value || null })}
        helperText={users.isError ? 'Elenco degli utenti non disponibile' : undefined}
      >
        <MenuItem value={ALL}>Tutti gli utenti</MenuItem>
        {usernames.map((username) => (
          <MenuItem key={username} value={username}>
            {username}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
