import { FIXED_CATEGORIES } from '@vetrina/contracts/constants';

export const NAV_BEFORE_CATEGORIES = [
  { label: 'Home', to: '/' },
  { label: 'Chi Siamo', to: '/chi-siamo' },
] as const;

export const NAV_AFTER_CATEGORIES = [
  { label: 'Prodotti', to: '/prodotti' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contatti', to: '/contatti' },
] as const;

export const CATEGORY_LINKS = FIXED_CATEGORIES.map((c) => ({ label: c.name, to: `/categorie/${c.slug}` }));
