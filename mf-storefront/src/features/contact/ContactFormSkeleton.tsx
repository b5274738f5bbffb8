import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Class the no-JavaScript page hides the skeleton by: there the form is shown at once. */
export const SKELETON_CLASS = 'contact-form-skeleton';

export function ContactFormSkeleton() {
  return (
    <Stack
      spacing={2.5}
      className={SKELETON_CLASS}
      data-testid="contact-form-skeleton"
      aria-busy="true"
      aria-label="Caricamento"
    >
      {[56, 56, 56, 150, 24, 56].map((height, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
      <Skeleton variant="rounded" width={180} height={48} />
    </Stack>
  );
}
