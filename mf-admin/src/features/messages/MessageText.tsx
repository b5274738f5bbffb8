import { useLayoutEffect, useRef, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';

/** Spec §9: a message shows 4 lines; the rest on demand. */
const CLAMP_LINES = 4;
const clamped = {
  display: '-webkit-box',
  WebkitLineClamp: CLAMP_LINES,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/** The message text clamped to 4 lines, with 'Leggi tutto' when (and only when) some is hidden. */
export function MessageText({ id, text }: { id: string; text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  return (
    <Box>
      <Typography
        ref={ref}
        id={id}
        variant="body2"
        sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', ...(expanded ? {} : clamped) }}
      >
        {text}
      </Typography>
      {(overflows || expanded) && (
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          sx={{ minHeight: 44, px: 1, ml: -1 }}
        >
          {expanded ? 'Mostra meno' : 'Leggi tutto'}
        </Button>
      )}
    </Box>
  );
}
