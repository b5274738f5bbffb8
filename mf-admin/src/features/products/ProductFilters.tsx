import { Box, MenuItem, TextField } from '@mui/material';
import type { Category } from '@vetrina/contracts';
import { SearchField } from '../../shared/SearchField.tsx';

export const ALL = 'all';
export const NONE = 'none';

export interface ProductFilter {
  search: string;
  category: string;
}

interface ProductFiltersProps {
  value: ProductFilter;
  onChange: (value: ProductFilter) => void;
  categories: Category[];
}

export function ProductFilters({ value, onChange, categories }: ProductFiltersProps) {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <SearchField
        label="Cerca per nome"
        value={value.search}
        onChange={(search) => onChange({ ...value, search })}
      />
      <TextField
        select
        label="Categoria"
        value={value.category}
        onChange={(event) => onChange({ ...value, category: event.target.value })}
        sx={{ flex: '1 1 200px' }}
      >
        <MenuItem value={ALL}>Tutte le categorie</MenuItem>
        <MenuItem value={NONE}>Nessuna categoria</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category.id} value={String(category.id)}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
