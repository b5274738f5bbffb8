import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ICONS } from '../../shared/ui/icons.ts';
import { InstagramEmbed } from './InstagramEmbed.tsx';
import { hasGallery, type GalleryItem } from './gallery.ts';
import styles from './Gallery.module.css';

export const MAIN_IMAGE_SIZES = '(max-width: 900px) 100vw, 600px';

/** A horizontal swipe on the main picture longer than this (px) shows the next or previous item. */
const SWIPE_PX = 50;

export interface GalleryProps {
  items: GalleryItem[];
  productName: string;
}

/**
 * The product's main media plus thumbnails (island, hydrated at once: it is above the fold). The
 * thumbnails are buttons (Tab, Enter); the arrow keys move along them, and a swipe on the main picture
 * shows the next or previous item. The server render shows the main image, so the page is complete
 * before any script runs.
 */
export function Gallery({ items, productName }: GalleryProps) {
  const [selected, setSelected] = useState(0);
  const thumbnails = useRef<HTMLUListElement>(null);
  const swipeStart = useRef<number | null>(null);
  const current = items[selected] ?? items[0]!;
  const total = items.length;

  const show = (index: number, focus = false) => {
    const next = (index + total) % total;
    setSelected(next);
    if (focus) thumbnails.current?.querySelectorAll('button')[next]?.focus();
  };
  const onThumbnailKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    show(selected + step, true);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null || !hasGallery(items)) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_PX) show(selected + (distance < 0 ? 1 : -1));
  };

  return (
    <div>
      <div className={styles.main} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
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
      </div>
      {hasGallery(items) && (
        <ul
          ref={thumbnails}
          aria-label="Galleria del prodotto"
          className={styles.thumbnails}
          onKeyDown={onThumbnailKey}
        >
          {items.map((item, i) => (
            <li key={item.key}>
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-pressed={i === selected}
                aria-label={`${item.isVideo ? 'Mostra video' : 'Mostra immagine'} ${i + 1} di ${total}`}
                className={styles.thumbnail}
              >
                <ResponsiveImage path={item.imageUrl} alt="" sizes="88px" width={400} height={300} />
                {item.isVideo && (
                  <span className={styles.play}>
                    <Icon path={ICONS.playCircle} />
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
