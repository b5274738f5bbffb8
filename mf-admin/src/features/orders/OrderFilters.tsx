import { Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import Search from '@mui/icons-material/Search';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@vetrina/contracts';

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
      <TextField
        type="search"
        label="Cerca cliente"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        sx={{ flex: '2 1 240px' }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
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
