import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath, signInPathFor } from './admin-sign-in.ts';

describe('safeNextPath', () => {
  it.each([
    '/admin/ordini',
    '/admin/ordini/12?stato=nuovo',
    '/admin',
    '/admin/dashboard#oggi',
    '/Admin/prodotti',
  ])('keeps the admin path %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'https://evil.example/admin/users',
    '//evil.example/admin/users',
    '/\\evil.example/admin',
    '\\\\evil.example',
    '/admin\\..\\..\\x',
    'javascript:alert(1)',
    '/prodotti',
    '/administrator',
    '/admin/../api/admin/users',
    '/admin/accesso',
    '/admin/accesso?next=/admin/ordini',
    '/admin/ordini\n',
    `/admin/${'a'.repeat(3000)}`,
  ])('refuses %j for the dashboard', (path) => {
    expect(safeNextPath(path)).toBe(DEFAULT_AFTER_SIGN_IN);
  });
});

describe('signInPathFor', () => {
  it('carries the page to come back to, and nothing for the default', () => {
    expect(signInPathFor('/admin/ordini?stato=nuovo')).toBe(
      '/admin/accesso?next=%2Fadmin%2Fordini%3Fstato%3Dnuovo',
    );
    expect(signInPathFor('/admin/')).toBe('/admin/accesso');
    expect(signInPathFor('https://evil.example/admin')).toBe('/admin/accesso');
  });
});
