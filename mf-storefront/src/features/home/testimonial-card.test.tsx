import { render, screen } from '@testing-library/react';
import { VERIFIED_ORDER_LABEL } from '@vetrina/contracts/customer-order';
import { TestimonialCard, type TestimonialData } from './TestimonialsSection.tsx';

const testimonial: TestimonialData = {
  id: 7,
  name: 'Giulia Rossi',
  initials: null,
  content: 'Il bavaglino con il nome di Sofia è bellissimo.',
  rating: 5,
  childName: null,
  childAge: null,
  verifiedOrder: false,
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a testimonial card on the public pages', () => {
  it("says 'Ordine verificato' when the customer wrote it from her delivered order's link", () => {
    render(<TestimonialCard testimonial={{ ...testimonial, verifiedOrder: true }} />);
    expect(screen.getByText(VERIFIED_ORDER_LABEL)).toBeInTheDocument();
    expect(VERIFIED_ORDER_LABEL).toBe('Ordine verificato');
  });

  it('says nothing of an order for a testimonial the maker typed in', () => {
    render(<TestimonialCard testimonial={testimonial} />);
    expect(screen.getByText('Giulia Rossi')).toBeInTheDocument();
    expect(screen.queryByText(VERIFIED_ORDER_LABEL)).not.toBeInTheDocument();
  });
});
