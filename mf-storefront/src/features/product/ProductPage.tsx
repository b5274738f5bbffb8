import { useMemo } from 'react';
import { preload } from 'react-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { pageSummaryOf } from '@vetrina/contracts/text';
import type { Product, ProductMedia } from '@vetrina/contracts';
import { formatPrice, imageSources, siteOrigin, usePageMeta, useSiteConfig } from '@vetrina/web-kit';
import { useProduct, useProductMedia } from '../../api/storefront-queries.ts';
import { AvailabilityBadge } from '../../shared/AvailabilityBadge.tsx';
import { StatusPanel } from '../../shared/StatusPanel.tsx';
import { CatalogueBreadcrumbs } from '../../shared/CatalogueBreadcrumbs.tsx';
import { buildGallery } from './gallery.ts';
import { leadTimeLabel } from './lead-time.ts';
import { MAIN_IMAGE_SIZES, ProductGallery } from './ProductGallery.tsx';
import { RelatedProducts } from './RelatedProducts.tsx';
import { productJsonLd } from '@vetrina/contracts/structured-data';

/** Mirrors the loaded layout (breadcrumb, image, title, price, text, category, buttons): nothing jumps. */
function ProductSkeleton() {
  return (
    <Box data-testid="product-skeleton" aria-busy="true" aria-label="Caricamento">
      <Skeleton variant="text" width="60%" sx={{ mb: 3 }} />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" sx={{ height: 'auto', aspectRatio: '4 / 3' }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="text" width="80%" sx={{ fontSize: '3rem' }} />
          <Skeleton variant="text" width="40%" sx={{ fontSize: '2.125rem', mb: 2 }} />
          <Skeleton variant="rounded" height={120} sx={{ mb: 3 }} />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="60%" sx={{ mb: 3 }} />
          <Skeleton variant="rounded" height={96} sx={{ mb: 3 }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Skeleton variant="rounded" height={42} sx={{ flex: 1 }} />
            <Skeleton variant="rounded" height={42} sx={{ flex: 1 }} />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}

/** Starts the main image (the LCP element) while the media list is still loading: AVIF where accepted. */
function preloadMainImage(path: string | undefined) {
  if (!path) return;
  const { src, srcSet, avifSrcSet, sizes } = imageSources(path, MAIN_IMAGE_SIZES);
  if (!src) return;
  if (avifSrcSet) {
    const avif = src.replace(/\.webp$/, '.avif');
    preload(avif, {
      as: 'image',
      type: 'image/avif',
      fetchPriority: 'high',
      imageSrcSet: avifSrcSet,
      imageSizes: sizes,
    });
  } else preload(src, { as: 'image', fetchPriority: 'high', imageSrcSet: srcSet, imageSizes: sizes });
}

function ProductDetails({ product, media }: { product: Product; media: readonly ProductMedia[] }) {
  const items = useMemo(() => buildGallery(product, media), [product, media]);
  const price = formatPrice(product.price);
  const leadTime = leadTimeLabel(product);
  return (
    <>
      <CatalogueBreadcrumbs
        current={product.name}
        via={
          product.category
            ? [{ label: product.category.name, to: `/categorie/${product.category.slug}` }]
            : []
        }
      />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductGallery key={`${product.id}|${product.image}`} items={items} productName={product.name} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography component="h1" variant="h3" sx={{ fontWeight: 700 }} gutterBottom>
            {product.name}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <AvailabilityBadge availability={product.availability} size="medium" />
            {price && (
              <Typography component="p" variant="h4" color="primary" sx={{ fontWeight: 700 }}>
                {price}
              </Typography>
            )}
          </Stack>
          {leadTime && (
            <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
              {leadTime}
            </Typography>
          )}
          {product.isCustomizable && (
            <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
              <Typography sx={{ fontWeight: 600 }}>Prodotto personalizzabile</Typography>
              Puoi personalizzare questo prodotto con nome, colori o fantasie a scelta. Supplemento
              personalizzazione: <strong>{formatPrice(product.customizationPrice)}</strong>
            </Alert>
          )}
          <Typography component="div" sx={{ whiteSpace: 'pre-line', mb: 3 }}>
            {product.description}
          </Typography>
          {product.category && (
            <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
              <Typography variant="overline" color="text.secondary" component="p">
                Categoria
              </Typography>
              <Link
                component={RouterLink}
                to={`/categorie/${product.category.slug}`}
                sx={{ fontWeight: 600 }}
              >
                {product.category.name}
              </Link>
              {product.category.description && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {product.category.description}
                </Typography>
              )}
            </Paper>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button
              component={RouterLink}
              to="/contatti"
              variant="contained"
              size="large"
              startIcon={<MailOutlineIcon />}
            >
              Richiedi Informazioni
            </Button>
            <Button
              component={RouterLink}
              to="/prodotti"
              variant="outlined"
              size="large"
              startIcon={<ArrowBackIcon />}
            >
              Torna ai Prodotti
            </Button>
          </Stack>
        </Grid>
      </Grid>
      {product.category && product.categoryId != null && (
        <RelatedProducts
          productId={product.id}
          categoryId={product.categoryId}
          categoryName={product.category.name}
        />
      )}
    </>
  );
}

export function ProductPage() {
  const { slug = '' } = useParams();
  // A draft's preview link: the page shows it to the link's holder and is never indexed.
  const previewToken = useSearchParams()[0].get('anteprima') ?? undefined;
  const site = useSiteConfig();
  const { data: product, isPending: productPending, isError } = useProduct(slug, previewToken);
  // The thumbnails come with the media list: the details wait for it so the text below never shifts.
  const media = useProductMedia(product?.id, previewToken);
  const isPending = productPending || (product !== undefined && media.isPending);
  preloadMainImage(product?.image);
  const origin = siteOrigin(site);
  usePageMeta(
    product
      ? {
          title: product.name,
          description: pageSummaryOf(product.description, product.shortDescription),
          keywords: [
            product.name,
            product.category?.name,
            'fatto a mano',
            'personalizzato',
            'bambini',
          ].filter((k): k is string => !!k),
          canonicalPath: `/prodotti/${product.slug}`,
          ogType: 'product',
          ogImage: product.image,
          ogImageAlt: product.imageAlt || product.name,
          jsonLd: productJsonLd(product, origin, site.siteName),
          ...(previewToken !== undefined ? { robots: 'noindex' } : {}),
        }
      : { title: isPending ? 'Prodotto' : 'Prodotto non trovato', robots: isPending ? undefined : 'noindex' },
  );
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {isPending ? (
        <ProductSkeleton />
      ) : isError || !product ? (
        <StatusPanel
          title="Prodotto non trovato"
          text="Il prodotto che stai cercando non è disponibile o è stato rimosso."
          linkTo="/prodotti"
          linkLabel="Torna ai prodotti"
        />
      ) : (
        <Box>
          <ProductDetails product={product} media={media.data ?? []} />
        </Box>
      )}
    </Container>
  );
}
