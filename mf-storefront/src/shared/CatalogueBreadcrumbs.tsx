import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface Crumb {
  label: string;
  to: string;
}

/** Home > Prodotti > (in-between links) > current page, as the category and product pages show it. */
export function CatalogueBreadcrumbs({ current, via = [] }: { current: string; via?: Crumb[] }) {
  const links: Crumb[] = [{ label: 'Home', to: '/' }, { label: 'Prodotti', to: '/prodotti' }, ...via];
  return (
    <Breadcrumbs aria-label="Percorso di navigazione" sx={{ mb: 3 }}>
      {links.map((crumb) => (
        <Link key={crumb.to} component={RouterLink} to={crumb.to} color="inherit">
          {crumb.label}
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page">
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
