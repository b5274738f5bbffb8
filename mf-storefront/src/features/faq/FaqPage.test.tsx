import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/render.tsx';
import { FaqPage } from './FaqPage.tsx';

describe('FAQ page', () => {
  it('has 10 questions, one open at a time, and a call to action to /contatti', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(10);

    await user.click(questions[0]!);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    await user.click(questions[4]!);
    expect(questions[4]).toHaveAttribute('aria-expanded', 'true');
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    expect(screen.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contatti');
    expect(document.title).toBe('Domande Frequenti | Vetrina Creazioni');
    expect(document.head.querySelector('script[type="application/ld+json"]')!.textContent).toContain(
      'FAQPage',
    );
  });
});
