import { Link as RouterLink } from 'react-router';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined';
import type { ContactMessage } from '@vetrina/contracts';
import { formatDate } from '@vetrina/web-kit';
import { newOrderFromMessage } from '../orders/order-paths.ts';
import { MailStatusChip } from './MailStatusChip.tsx';
import { MessageText } from './MessageText.tsx';
import { MessageProduct } from './MessageProduct.tsx';
import { emailDomain, replyHref } from './reply-link.ts';
import { useMarkRead, useReleaseMessage } from './use-message-mutations.ts';

const touchTarget = { minHeight: 44 } as const;

interface MessageCardProps {
  message: ContactMessage;
  onDelete: (message: ContactMessage) => void;
}

export function MessageCard({ message, onDelete }: MessageCardProps) {
  const markRead = useMarkRead();
  const release = useReleaseMessage();
  const inInbox = message.folder === 'inbox';
  const unread = inInbox && !message.read;
  const subjectId = `message-${message.id}-subject`;

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={subjectId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderLeftWidth: unread ? 4 : 1,
        borderLeftColor: unread ? 'primary.main' : 'divider',
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography
            id={subjectId}
            variant="h6"
            component="h2"
            sx={{ fontSize: '1.05rem', fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}
          >
            {message.subject}
          </Typography>
          {unread && <Chip label="Nuovo" color="primary" size="small" />}
        </Stack>
        <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography sx={{ fontWeight: unread ? 700 : 600 }}>{message.name}</Typography>
          <Chip size="small" variant="outlined" label={emailDomain(message.email)} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {message.email}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
        </Typography>
        <MessageText id={`message-${message.id}-text`} text={message.message} />
        <MessageProduct message={message} />
        <Stack direction="row" sx={{ mt: 1.5 }}>
          {inInbox ? (
            <MailStatusChip status={message.mailStatus} />
          ) : (
            <Chip
              size="small"
              variant="outlined"
              icon={<ReportGmailerrorredOutlined aria-hidden />}
              label="In quarantena: nessuna e-mail inviata"
            />
          )}
        </Stack>
      </CardContent>
      <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, pt: 0 }}>
        {inInbox ? (
          <>
            <Button
              href={replyHref(message)}
              variant="outlined"
              startIcon={<ReplyOutlined aria-hidden />}
              sx={touchTarget}
            >
              Rispondi
            </Button>
            <Button
              component={RouterLink}
              to={newOrderFromMessage(message.id)}
              startIcon={<PostAddOutlined aria-hidden />}
              sx={touchTarget}
            >
              Crea ordine
            </Button>
            <Button
              onClick={() => markRead.mutate({ id: message.id, read: !message.read })}
              disabled={markRead.isPending}
              startIcon={
                message.read ? <MarkEmailUnreadOutlined aria-hidden /> : <MarkEmailReadOutlined aria-hidden />
              }
              sx={touchTarget}
            >
              {message.read ? 'Segna come non letto' : 'Segna come letto'}
            </Button>
          </>
        ) : (
          <Button
            variant="outlined"
            onClick={() => release.mutate(message.id)}
            disabled={release.isPending}
            startIcon={<MoveToInboxOutlined aria-hidden />}
            sx={touchTarget}
          >
            {release.isPending ? 'Spostamento...' : 'Non è spam'}
          </Button>
        )}
        <Button
          color="error"
          onClick={() => onDelete(message)}
          startIcon={<DeleteOutline aria-hidden />}
          sx={touchTarget}
        >
          Elimina
        </Button>
      </CardActions>
    </Card>
  );
}
