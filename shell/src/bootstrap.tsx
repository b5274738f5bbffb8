import { createRoot } from 'react-dom/client';
import { formatPrice } from '@vetrina/web-kit';

createRoot(document.getElementById('root')!).render(<p>{formatPrice(12.5)}</p>);
