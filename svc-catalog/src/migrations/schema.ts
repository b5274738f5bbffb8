export const SCHEMA = 'catalog';
