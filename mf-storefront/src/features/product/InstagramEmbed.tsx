import { useState } from 'react';
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx';
import { buttonClass } from '../../shared/ui/ButtonLink.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { ICONS } from '../../shared/ui/icons.ts';
import { parseInstagramVideo } from './instagram.ts';
import styles from './InstagramEmbed.module.css';

interface InstagramEmbedProps {
  videoUrl: string | null;
  posterUrl: string;
  title: string;
}

/** Facade: the Instagram iframe (and its scripts) load only after the visitor presses play. */
export function InstagramEmbed({ videoUrl, posterUrl, title }: InstagramEmbedProps) {
  const [playing, setPlaying] = useState(false);
  const video = parseInstagramVideo(videoUrl);

  if (video.kind !== 'embed') {
    return (
      <div className={styles.notEmbeddable}>
        <span className={styles.instagramIcon}>
          <Icon path={ICONS.instagram} />
        </span>
        {video.kind === 'story' && (
          <>
            <h3 className={styles.storyTitle}>Video Instagram Story</h3>
            <p className={styles.storyText}>
              Questo contenuto è una Instagram Story e non può essere incorporato direttamente.
            </p>
          </>
        )}
        {video.url && (
          <div>
            <a href={video.url} target="_blank" rel="noopener noreferrer" className={buttonClass('outlined')}>
              <Icon path={ICONS.instagram} small />
              Visualizza su Instagram
            </a>
          </div>
        )}
      </div>
    );
  }

  if (playing) {
    return (
      <div className={styles.frame}>
        <iframe
          src={video.embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; clipboard-write"
          allowFullScreen
        />
      </div>
    );
  }

  return (
    <div className={styles.poster}>
      <ResponsiveImage path={posterUrl} alt={title} sizes="(max-width: 900px) 100vw, 600px" />
      <button
        type="button"
        aria-label="Riproduci il video"
        onClick={() => setPlaying(true)}
        className={`${buttonClass('contained')} ${styles.play}`}
      >
        <Icon path={ICONS.playArrow} />
      </button>
    </div>
  );
}
