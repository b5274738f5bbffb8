import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx';
import { InstagramEmbed } from './InstagramEmbed.tsx';
import { hasGallery } from './gallery.ts';
import type { GalleryItem } from './gallery.ts';

export const MAIN_IMAGE_SIZES = '(max-width: 900px) 100vw, 600px';

/**
 * Main media plus thumbnails. Mount it with a key of product id + main image so that the selection resets
 * to the main image when either changes.
 */
export function ProductGallery({ items, productName }: { items: GalleryItem[]; productName: string }) {
  const [selected, setSelected] = useState(0);
  const current = items[selected] ?? items[0]!;
  const total = items.length;
  return (
    <Box>
      <Box sx={{ borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}>
        {current.isVideo ? (
          <InstagramEmbed
            key={current.key}
            videoUrl={current.videoUrl}
            posterUrl={current.imageUrl}
            title={`Video di ${productName}`}
          />
        ) : (
          <ResponsiveImage
            key={current.key}
            path={current.imageUrl}
            alt={current.alt}
            sizes={MAIN_IMAGE_SIZES}
            priority={selected === 0}
          />
        )}
      </Box>
      {hasGallery(items) && (
        <Stack
          component="ul"
          direction="row"
          spacing={1}
          aria-label="Galleria del prodotto"
          sx={{ listStyle: 'none', p: 0, mt: 1.5, mb: 0, overflowX: 'auto' }}
        >
          {items.map((item, i) => (
            <li key={item.key}>
              <ButtonBase
                onClick={() => setSelected(i)}
                aria-pressed={i === selected}
                aria-label={`${item.isVideo ? 'Mostra video' : 'Mostra immagine'} ${i + 1} di ${total}`}
                sx={{
                  position: 'relative',
                  width: 88,
                  borderRadius: 1,
                  overflow: 'hidden',
                  outline: '3px solid',
                  outlineColor: i === selected ? 'primary.main' : 'transparent',
                  outlineOffset: -3,
                  '&.Mui-focusVisible': { outlineColor: 'secondary.main' },
                }}
              >
                <ResponsiveImage path={item.imageUrl} alt="" sizes="88px" width={400} height={300} />
                {item.isVideo && (
                  <PlayCircleIcon
                    aria-hidden="true"
                    sx={{
                      position: 'absolute',
                      color: 'common.white',
                      fontSize: 32,
                      filter: 'drop-shadow(0 0 2px #000)',
                    }}
                  />
                )}
              </ButtonBase>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
