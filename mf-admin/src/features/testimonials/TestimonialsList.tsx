import { Box, Chip, Rating, Stack } from '@mui/material';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { RATING_SCALE, VERIFIED_ORDER_LABEL, type AdminTestimonial } from '@vetrina/contracts';
import { ResponsiveList, type ListColumn } from '../../shared/ResponsiveList.tsx';
import { EditDeleteButtons } from '../../shared/RowActions.tsx';
import { childLine, contentPreview, ratingLabel } from './testimonial-text.ts';

function NameWithChild({ testimonial }: { testimonial: AdminTestimonial }) {
  const child = childLine(testimonial);
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {testimonial.name}
      </Box>
      {child && (
        <Box
          component="span"
          sx={{ display: 'block', color: 'text.secondary', fontWeight: 400, fontSize: '0.875rem' }}
        >
          {child}
        </Box>
      )}
    </>
  );
}

const COLUMNS: ListColumn<AdminTestimonial>[] = [
  { header: 'ID', render: (t) => t.id },
  { header: 'Nome', render: (t) => <NameWithChild testimonial={t} />, hideInCard: true },
  {
    header: 'Valutazione',
    render: (t) => (
      <Rating
        value={t.rating}
        max={RATING_SCALE}
        readOnly
        size="small"
        getLabelText={ratingLabel}
        sx={{ verticalAlign: 'middle' }}
      />
    ),
  },
  {
    header: 'Stato',
    render: (t) => (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <span>{t.published ? 'Pubblicata' : 'Non pubblicata'}</span>
        {t.verifiedOrder && (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            icon={<VerifiedOutlined aria-hidden />}
            label={VERIFIED_ORDER_LABEL}
          />
        )}
      </Stack>
    ),
  },
  {
    header: 'Testimonianza',
    render: (t) => (
      <Box component="span" title={t.content} sx={{ display: 'block', maxWidth: 420 }}>
        {contentPreview(t.content)}
      </Box>
    ),
  },
];

interface TestimonialsListProps {
  testimonials: AdminTestimonial[];
  onDelete: (testimonial: AdminTestimonial) => void;
}

/** A table from 768 px up, cards below. */
export function TestimonialsList({ testimonials, onDelete }: TestimonialsListProps) {
  return (
    <ResponsiveList
      items={testimonials}
      getKey={(t) => t.id}
      columns={COLUMNS}
      label="Testimonianze dei clienti"
      cardTitle={(t) => <NameWithChild testimonial={t} />}
      actions={(t) => (
        <EditDeleteButtons
          name={`la testimonianza di ${t.name}`}
          editTo={`/admin/testimonials/${t.id}/edit`}
          onDelete={() => onDelete(t)}
        />
      )}
    />
  );
}
