import type * as z from 'zod';
import { testimonialInputSchema, type AdminTestimonial } from '@vetrina/contracts';

/** The form edits text only; the shared schema trims, turns blanks into null and the rating into a number. */
export const testimonialFormSchema = testimonialInputSchema;

export interface TestimonialFormValues {
  name: string;
  initials: string;
  childName: string;
  childAge: string;
  rating: string;
  content: string;
  /** Shown on the site: a customer's testimonial arrives unpublished, for the owner to read first. */
  published: boolean;
}

export type TestimonialFormOutput = z.output<typeof testimonialInputSchema>;

export const TESTIMONIAL_FIELDS = ['name', 'initials', 'childName', 'childAge', 'rating', 'content'] as const;

export const DEFAULT_RATING = 5;

export function toFormValues(testimonial?: AdminTestimonial): TestimonialFormValues {
  return {
    name: testimonial?.name ?? '',
    initials: testimonial?.initials ?? '',
    childName: testimonial?.childName ?? '',
    childAge: testimonial?.childAge ?? '',
    rating: String(testimonial?.rating || DEFAULT_RATING),
    content: testimonial?.content ?? '',
    published: testimonial?.published ?? true,
  };
}
