import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';

/** Results grid of 1, 2 or 3 columns (spec §2, catalogue). */
export function ProductGrid({ children, label }: { children: ReactNode[]; label?: string }) {
  return (
    <Grid container spacing={3} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children.map((child, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          {child}
        </Grid>
      ))}
    </Grid>
  );
}
