import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PLACEHOLDERS } from '@vetrina/contracts/constants';
import { usePageMeta } from '@vetrina/web-kit';
import { useCategories, useProducts } from '../../api/storefront-queries.ts';
import { ProductCard } from '../../shared/ProductCard.tsx';
import { ProductCardSkeleton } from '../../shared/ProductCardSkeleton.tsx';
import { ProductGrid } from '../../shared/ProductGrid.tsx';
import { ALL_CATEGORIES, filterProducts } from './catalogue-filter.ts';

function Results({ query, category }: { query: string; category: string }) {
  const { data, isPending, isError } = useProducts();
  const visible = useMemo(() => (data ? filterProducts(data, query, category) : []), [data, query, category]);
  if (isPending) {
    return (
      <ProductGrid>
        {Array.from({ length: PLACEHOLDERS.catalogue }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </ProductGrid>
    );
  }
  if (isError) {
    return (
      <Typography role="alert" color="error" sx={{ textAlign: 'center', py: 6 }}>
        Si è verificato un errore nel caricamento dei prodotti. Riprova più tardi.
      </Typography>
    );
  }
  if (visible.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }} role="status">
        <Typography component="h2" variant="h5" gutterBottom>
          Nessun prodotto trovato
        </Typography>
        <Typography color="text.secondary">
          Non ci sono prodotti che corrispondono ai filtri selezionati.
        </Typography>
      </Paper>
    );
  }
  return (
    <ProductGrid label="Prodotti">
      {visible.map((p, index) => (
        <ProductCard key={p.id} product={p} headingLevel="h2" priority={index === 0} />
      ))}
    </ProductGrid>
  );
}

export function CataloguePage() {
  usePageMeta('catalogue');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const category = params.get('categoria') ?? ALL_CATEGORIES;
  const categories = useCategories();

  const update = (key: 'q' | 'categoria', value: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!value || value === ALL_CATEGORIES) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Container maxWidth="lg" sx={{ py: 5 }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
        I Nostri Prodotti
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Sfoglia tutte le nostre creazioni artigianali e trova quella perfetta per te.
      </Typography>
      <Stack
        role="search"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 4, alignItems: { md: 'center' } }}
      >
        <TextField
          value={query}
          onChange={(e) => update('q', e.target.value)}
          placeholder="Cerca prodotti..."
          type="search"
          fullWidth
          slotProps={{
            htmlInput: { 'aria-label': 'Cerca prodotti' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
        <FormControl sx={{ minWidth: { md: 260 } }} fullWidth>
          <InputLabel id="catalogue-category-label">Categoria</InputLabel>
          <Select
            labelId="catalogue-category-label"
            label="Categoria"
            value={
              categories.data?.some((c) => c.slug === category) || category === ALL_CATEGORIES
                ? category
                : ALL_CATEGORIES
            }
            onChange={(e) => update('categoria', e.target.value)}
          >
            <MenuItem value={ALL_CATEGORIES}>Tutte le categorie</MenuItem>
            {(categories.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.slug}>
                {c.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Box sx={{ flexShrink: 0 }}>
          <Button variant="outlined" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
            Cancella filtri
          </Button>
        </Box>
      </Stack>
      <Results query={query} category={category} />
    </Container>
  );
}
