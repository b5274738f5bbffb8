import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import InstagramIcon from '@mui/icons-material/Instagram';
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx';
import { parseInstagramVideo } from './instagram.ts';

interface InstagramEmbedProps {
  videoUrl: string | null;
  posterUrl: string;
  title: string;
}

function ExternalLink({ url }: { url: string }) {
  return (
    <Button
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      startIcon={<InstagramIcon />}
    >
      Visualizza su Instagram
    </Button>
  );
}

/** Facade: the Instagram iframe (and its scripts) load only after the visitor presses play. */
export function InstagramEmbed({ videoUrl, posterUrl, title }: InstagramEmbedProps) {
  const [playing, setPlaying] = useState(false);
  const video = parseInstagramVideo(videoUrl);

  if (video.kind !== 'embed') {
    return (
      <Paper
        variant="outlined"
        sx={{
          p: 4,
          textAlign: 'center',
          aspectRatio: '4 / 3',
          display: 'grid',
          placeContent: 'center',
          gap: 2,
        }}
      >
        <InstagramIcon color="primary" sx={{ fontSize: 48, mx: 'auto' }} aria-hidden="true" />
        {video.kind === 'story' && (
          <>
            <Typography component="h3" variant="h6">
              Video Instagram Story
            </Typography>
            <Typography color="text.secondary">
              Questo contenuto è una Instagram Story e non può essere incorporato direttamente.
            </Typography>
          </>
        )}
        {video.url && (
          <Box>
            <ExternalLink url={video.url} />
          </Box>
        )}
      </Paper>
    );
  }

  if (playing) {
    return (
      <Box sx={{ position: 'relative', width: '100%', aspectRatio: '4 / 5', maxHeight: '80vh' }}>
        <iframe
          src={video.embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; clipboard-write"
          allowFullScreen
          style={{ border: 0, width: '100%', height: '100%' }}
        />
      </Box>
    );
  }

  return (
    <Box sx={{ position: 'relative' }}>
      <ResponsiveImage path={posterUrl} alt={title} sizes="(max-width: 900px) 100vw, 600px" />
      <Button
        aria-label="Riproduci il video"
        onClick={() => setPlaying(true)}
        variant="contained"
        sx={{
          position: 'absolute',
          top: '50%',
          left: '50%',
          transform: 'translate(-50%, -50%)',
          width: 72,
          height: 72,
          minWidth: 0,
          borderRadius: '50%',
        }}
      >
        <PlayArrowIcon sx={{ fontSize: 44 }} />
      </Button>
    </Box>
  );
}
