import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { PLACEHOLDERS } from '@vetrina/contracts/constants';
import type { CategoryDetail } from '@vetrina/contracts';
import { isHttpError, usePageMeta } from '@vetrina/web-kit';
import { useCategory } from '../../api/storefront-queries.ts';
import { categoryImagePath } from '../../shared/category-image.ts';
import { ProductCard } from '../../shared/ProductCard.tsx';
import { ProductCardSkeleton } from '../../shared/ProductCardSkeleton.tsx';
import { ProductGrid } from '../../shared/ProductGrid.tsx';
import { StatusPanel } from '../../shared/StatusPanel.tsx';
import { CatalogueBreadcrumbs } from '../../shared/CatalogueBreadcrumbs.tsx';

type View =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'unavailable' }
  | { state: 'ready'; detail: CategoryDetail };

function viewOf(data: CategoryDetail | undefined, isPending: boolean, error: unknown): View {
  if (isPending) return { state: 'loading' };
  if (error)
    return isHttpError(error) && error.status === 404 ? { state: 'not-found' } : { state: 'unavailable' };
  if (!data?.category || !Array.isArray(data.products)) return { state: 'unavailable' };
  return { state: 'ready', detail: data };
}

function CategoryContent({ detail }: { detail: CategoryDetail }) {
  const { category, products } = detail;
  return (
    <>
      <CatalogueBreadcrumbs current={category.name} />
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700 }} gutterBottom>
        {category.name}
      </Typography>
      {category.description && (
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 800 }}>
          {category.description}
        </Typography>
      )}
      {products.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }}>
          <Typography component="h2" variant="h5" sx={{ mb: 3 }}>
            Nessun prodotto in questa categoria
          </Typography>
          <Button component={RouterLink} to="/prodotti" variant="contained">
            Visualizza tutti i prodotti
          </Button>
        </Paper>
      ) : (
        <ProductGrid label={`Prodotti in ${category.name}`}>
          {products.map((p) => (
            <ProductCard key={p.id} product={p} headingLevel="h2" />
          ))}
        </ProductGrid>
      )}
    </>
  );
}

export function CategoryPage() {
  const { slug = '' } = useParams();
  const { data, isPending, error } = useCategory(slug);
  const view = viewOf(data, isPending, error);
  const category = view.state === 'ready' ? view.detail.category : undefined;
  usePageMeta(
    category
      ? {
          title: category.name,
          description:
            category.description ||
            `Scopri le creazioni artigianali della categoria ${category.name}: prodotti cuciti a mano per bambini.`,
          keywords: [category.name, 'fatto a mano', 'bambini', 'cucito creativo'],
          canonicalPath: `/categorie/${category.slug}`,
          ogImage: categoryImagePath(category.image),
          ogImageAlt: category.name,
        }
      : {
          title: view.state === 'not-found' ? 'Categoria non trovata' : 'Categorie',
          robots: view.state === 'loading' ? undefined : 'noindex',
        },
  );
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {view.state === 'loading' && (
        <Box data-testid="category-skeleton" aria-busy="true" aria-label="Caricamento">
          <Skeleton variant="text" width={240} sx={{ mb: 2 }} />
          <Skeleton variant="text" width="40%" sx={{ fontSize: '2.5rem' }} />
          <Skeleton variant="text" width="70%" sx={{ mb: 4 }} />
          <ProductGrid>
            {Array.from({ length: PLACEHOLDERS.catalogue }, (_, i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </ProductGrid>
        </Box>
      )}
      {view.state === 'not-found' && (
        <StatusPanel
          title="Categoria non trovata"
          text="La categoria che stai cercando non esiste o è stata rimossa."
          linkTo="/prodotti"
          linkLabel="Torna ai prodotti"
        />
      )}
      {view.state === 'unavailable' && (
        <StatusPanel
          title="Dati categoria non disponibili"
          text="Impossibile caricare i dati della categoria. Riprova più tardi."
          linkTo="/prodotti"
          linkLabel="Torna ai prodotti"
        />
      )}
      {view.state === 'ready' && <CategoryContent detail={view.detail} />}
    </Container>
  );
}
