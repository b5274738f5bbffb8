export const SCHEMA = 'content';
