import { Alert, AlertTitle, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { MISSING_SAFETY_LABEL } from '@vetrina/contracts/product-safety';
import { adminProductsQuery } from './dashboard-api.ts';
import { lacksSafetyData } from '../products/index.ts';

/** Published products without their safety data: each one links to its editor until filled in. */
export function MissingSafetyAlert() {
  const products = useQuery(adminProductsQuery);
  const lacking = (products.data ?? []).filter(lacksSafetyData);
  if (lacking.length === 0) return null;
  return (
    <Alert severity="warning" component="section" aria-label={MISSING_SAFETY_LABEL}>
      <AlertTitle>{MISSING_SAFETY_LABEL}</AlertTitle>
      {lacking.length === 1 ? 'Un prodotto pubblicato' : `${lacking.length} prodotti pubblicati`} senza tutti
      i dati di sicurezza:{' '}
      {lacking.map((product, i) => (
        <span key={product.id}>
          {i > 0 && ', '}
          <Link component={RouterLink} to={`/admin/prodotti/${product.id}`}>
            {product.name}
          </Link>
        </span>
      ))}
      .
    </Alert>
  );
}
