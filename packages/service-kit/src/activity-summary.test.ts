import { describe, expect, it } from 'vitest';
import { changedFieldsSummary } from './activity-summary.ts';

const labels = { name: 'nome', price: 'prezzo', description: 'descrizione', tags: 'etichette' };

describe('changedFieldsSummary', () => {
  it('names the changed fields in the labels’ order, never their values', () => {
    const summary = changedFieldsSummary(
      { name: 'Bavaglino', price: '12.00', description: 'a', tags: ['x'] },
      { description: 'b', price: '13.50', name: 'Bavaglino', tags: ['x'] },
      labels,
    );
    expect(summary).toBe('Modificati: prezzo, descrizione');
    expect(summary).not.toContain('13.50');
  });

  it('compares numbers with their text, dates by instant, arrays by content', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(
      changedFieldsSummary(
        { price: '12', when: at, tags: ['a'] },
        { price: 12, when: new Date(at), tags: ['a'] },
        {
          price: 'prezzo',
          when: 'data',
          tags: 'etichette',
        },
      ),
    ).toBe('Nessun campo modificato');
    expect(changedFieldsSummary({ tags: ['a'] }, { tags: ['a', 'b'] }, { tags: 'etichette' })).toBe(
      'Modificati: etichette',
    );
  });

  it('ignores fields that are not listed or not sent', () => {
    expect(
      changedFieldsSummary({ name: 'a', password: 'old' }, { password: 'new' }, { name: 'nome' }, 'niente'),
    ).toBe('niente');
  });
});
