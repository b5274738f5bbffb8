import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { ORDER_EMAIL_KIND_LABELS, type OrderEmail } from '@vetrina/contracts';
import { formatDate } from '@vetrina/web-kit';
import { OrderEmailChip } from './OrderEmailChip.tsx';

/** The customer's e-mails of this order and whether each went out. */
export function OrderEmails({ emails }: { emails: OrderEmail[] }) {
  if (emails.length === 0) {
    return <Typography color="text.secondary">Nessuna e-mail inviata al cliente.</Typography>;
  }
  return (
    <List dense disablePadding aria-label="E-mail al cliente">
      {emails.map((email) => (
        <ListItem key={email.id} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ListItemText
            primary={ORDER_EMAIL_KIND_LABELS[email.kind]}
            secondary={`${email.to} · ${formatDate(email.sentAt ?? email.createdAt)}`}
            sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
          />
          <OrderEmailChip state={email.state} />
        </ListItem>
      ))}
    </List>
  );
}
