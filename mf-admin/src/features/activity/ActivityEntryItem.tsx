import { Link as RouterLink } from 'react-router';
import { Avatar, Box, Link, Typography } from '@mui/material';
import { ACTIVITY_KIND_LABELS, type ActivityEntry } from '@vetrina/contracts';
import { formatDate, formatRelativeTime } from '@vetrina/web-kit';
import { ActivityKindIcon } from './ActivityKindIcon.tsx';

/** Who did it when no user did (scheduled backups, demo data). */
export const SYSTEM_USER = 'Sistema';

/**
 * One entry, as a list item: the item (a link to it while it exists), what changed, then kind, user and
 * how long ago (the exact time on hover and in `datetime`).
 */
export function ActivityEntryItem({ entry, now }: { entry: ActivityEntry; now: Date }) {
  const failed = entry.action === 'sign-in-failed';
  const title = entry.item ? (
    entry.item.href ? (
      <Link component={RouterLink} to={entry.item.href} underline="hover">
        {entry.item.label}
      </Link>
    ) : (
      entry.item.label
    )
  ) : (
    entry.summary
  );
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1.5,
        py: 1.5,
        alignItems: 'flex-start',
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Avatar
        sx={{
          width: 36,
          height: 36,
          bgcolor: 'action.selected',
          color: failed ? 'error.main' : 'primary.main',
        }}
      >
        <ActivityKindIcon kind={entry.kind} />
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
        {entry.item && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {entry.summary}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {ACTIVITY_KIND_LABELS[entry.kind]} · {entry.username ?? SYSTEM_USER} ·{' '}
          <time dateTime={entry.at} title={formatDate(entry.at)}>
            {formatRelativeTime(entry.at, now)}
          </time>
        </Typography>
      </Box>
    </Box>
  );
}
