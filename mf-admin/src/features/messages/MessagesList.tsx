import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Card, CardContent, Paper, Skeleton, Typography } from '@mui/material';
import { PLACEHOLDERS, type ContactMessage, type MessageFolder } from '@vetrina/contracts';
import { LoadError } from '../../shared/LoadError.tsx';
import { messagesQuery } from './messages-api.ts';
import { MessageCard } from './MessageCard.tsx';

export const LOAD_ERROR = 'Non è stato possibile caricare i messaggi. Riprova più tardi.';
const EMPTY: Record<MessageFolder, string> = {
  inbox: 'Nessun messaggio ricevuto',
  quarantine: 'Nessun messaggio in quarantena',
};

/** One column on phones, as many 360 px columns as fit above. */
function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))',
      }}
    >
      {children}
    </Box>
  );
}

function MessageSkeletons() {
  return (
    <Box role="status" aria-label="Caricamento messaggi">
      <CardGrid>
        {Array.from({ length: PLACEHOLDERS.messages }, (_, i) => (
          <li key={i}>
            <Card variant="outlined" data-testid="message-skeleton">
              <CardContent>
                <Skeleton variant="text" width="70%" height={32} />
                <Skeleton variant="text" width="45%" />
                <Skeleton variant="text" width="35%" />
                <Skeleton variant="rounded" height={80} sx={{ mt: 1.5 }} />
                <Skeleton variant="rounded" width="60%" height={36} sx={{ mt: 2 }} />
              </CardContent>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Box>
  );
}

interface MessagesListProps {
  folder: MessageFolder;
  onDelete: (message: ContactMessage) => void;
}

export function MessagesList({ folder, onDelete }: MessagesListProps) {
  const messages = useQuery(messagesQuery(folder));

  if (messages.isPending) return <MessageSkeletons />;
  if (messages.isError) {
    return (
      <LoadError
        message={LOAD_ERROR}
        onRetry={() => void messages.refetch()}
        retrying={messages.isFetching}
      />
    );
  }
  if (messages.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>{EMPTY[folder]}</Typography>
      </Paper>
    );
  }
  return (
    <CardGrid label={folder === 'inbox' ? 'Posta in arrivo' : 'Quarantena'}>
      {messages.data.map((message) => (
        <li key={message.id}>
          <MessageCard message={message} onDelete={onDelete} />
        </li>
      ))}
    </CardGrid>
  );
}
