import { List, ListItem, ListItemText } from '@mui/material';
import { ORDER_STATUS_LABELS, type OrderHistoryEntry } from '@vetrina/contracts';
import { formatDate } from '@vetrina/web-kit';

/** 'Richiesta → Preventivo inviato'; the status alone for the creation and for edits (no change of status). */
const change = (entry: OrderHistoryEntry) =>
  entry.from === null || entry.from === entry.to
    ? ORDER_STATUS_LABELS[entry.to]
    : `${ORDER_STATUS_LABELS[entry.from]} → ${ORDER_STATUS_LABELS[entry.to]}`;

/** Every change of the order: what, who and when. */
export function OrderHistory({ history }: { history: OrderHistoryEntry[] }) {
  return (
    <List dense disablePadding aria-label="Storico dell’ordine">
      {history.map((entry, index) => (
        <ListItem key={`${entry.at}-${index}`} disableGutters divider>
          <ListItemText
            primary={[change(entry), entry.note].filter(Boolean).join(' · ')}
            secondary={
              <>
                <time dateTime={entry.at}>{formatDate(entry.at)}</time>
                {` · ${entry.username ?? 'sistema'}`}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
