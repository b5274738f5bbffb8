import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render.tsx';
import { ImageUploadField } from './ImageUploadField.tsx';

function Field() {
  const [value, setValue] = useState('/uploads/attuale.webp');
  return <ImageUploadField label="Immagine" value={value} onChange={setValue} />;
}

afterEach(() => vi.restoreAllMocks());

describe('ImageUploadField', () => {
  it('offers the camera (image/*) and previews the current image', () => {
    renderPage(<Field />, { path: '/' });
    expect(screen.getByLabelText('Carica immagine')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('img', { name: "Anteprima dell'immagine" })).toHaveAttribute(
      'src',
      '/uploads/attuale.webp',
    );
    expect(screen.getByText('PNG, JPG o WEBP, max 5MB')).toBeInTheDocument();
  });

  it('refuses a photo over 5 MB before sending it, and keeps the current image', async () => {
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    renderPage(<Field />, { path: '/' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'foto.jpg', { type: 'image/jpeg' });
    await userEvent.setup().upload(screen.getByLabelText('Carica immagine'), big);
    expect(await screen.findByText("L'immagine supera i 5 MB")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Immagine' })).toHaveValue('/uploads/attuale.webp');
  });
});
