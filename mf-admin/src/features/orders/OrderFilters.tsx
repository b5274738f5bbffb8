import { Box, MenuItem, TextField } from '@mui/material';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@vetrina/contracts';
import { SearchField } from '../../shared/SearchField.tsx';

/** The select's value for "every open order". */
export const ALL_OPEN = 'aperti';

interface OrderFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  status: OrderStatus | null;
  onStatusChange: (status: OrderStatus | null) => void;
}

export function OrderFilters({ search, onSearchChange, status, onStatusChange }: OrderFiltersProps) {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <SearchField label="Cerca cliente" value={search} onChange={onSearchChange} />
      <TextField
        select
        label="Stato"
        value={status ?? ALL_OPEN}
        onChange={(event) =>
          onStatusChange(event.target.value === ALL_OPEN ? null : (event.target.value as OrderStatus))
        }
        sx={{ flex: '1 1 200px' }}
      >
        <MenuItem value={ALL_OPEN}>Tutti gli ordini aperti</MenuItem>
        {ORDER_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {ORDER_STATUS_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
