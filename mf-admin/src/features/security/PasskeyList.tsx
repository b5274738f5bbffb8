import { Box, Button, Chip, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import type { Passkey } from '@vetrina/contracts';
import { formatDate } from '@vetrina/web-kit';

interface PasskeyListProps {
  passkeys: Passkey[];
  onRename: (passkey: Passkey) => void;
  onRemove: (passkey: Passkey) => void;
}

/** Her passkeys: name, when each was created and last used, and what she can do with it. */
export function PasskeyList({ passkeys, onRename, onRemove }: PasskeyListProps) {
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label="Le tue passkey">
        {passkeys.map((passkey, index) => (
          <ListItem key={passkey.id} divider={index < passkeys.length - 1} sx={{ py: 2 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ width: '100%', alignItems: { sm: 'center' } }}
            >
              <KeyOutlined color="primary" aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography
                  component="h3"
                  variant="subtitle1"
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {passkey.name}
                  {passkey.synced && (
                    <Chip label="Sincronizzata" size="small" variant="outlined" sx={{ ml: 1 }} />
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Creata il {formatDate(passkey.createdAt)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {passkey.lastUsedAt
                    ? `Ultimo uso: ${formatDate(passkey.lastUsedAt)}`
                    : 'Mai usata per accedere'}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={`Rinomina ${passkey.name}`}
                  onClick={() => onRename(passkey)}
                  sx={{ minHeight: 44 }}
                >
                  Rinomina
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  aria-label={`Rimuovi ${passkey.name}`}
                  onClick={() => onRemove(passkey)}
                  sx={{ minHeight: 44 }}
                >
                  Rimuovi
                </Button>
              </Stack>
            </Stack>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
