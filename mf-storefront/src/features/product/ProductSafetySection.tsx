import type { ReactNode } from 'react';
import { isMakerComplete } from '@vetrina/contracts/product-safety';
import { useSiteSettings } from '../../shared/site-settings.ts';
import type { SafetyDetails } from './safety-details.ts';
import styles from './ProductSafetySection.module.css';

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.entry}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/**
 * 'Sicurezza e composizione' (GPSR Art. 19, Reg. 1007/2011 Art. 16): the maker, the product's code, its
 * fibres, care, age, warnings and CE marking. A native `<details>`, open: on the page before the request,
 * foldable without JavaScript.
 */
export function ProductSafetySection({ safety }: { safety: SafetyDetails }) {
  const settings = useSiteSettings();
  const maker = isMakerComplete(settings) ? settings : null;
  const { sku, composition, care, age, warnings, ceMarked } = safety;
  if (!maker && !sku && composition.length === 0 && !care && !age && warnings.length === 0) return null;
  return (
    <details className={styles.section} open>
      <summary className={styles.summary}>Sicurezza e composizione</summary>
      <dl className={styles.list}>
        {maker && (
          <Entry term="Produttore">
            {maker.makerName}
            <br />
            <span className={styles.address}>{maker.makerAddress}</span>
            <br />
            <a href={`mailto:${maker.makerEmail}`}>{maker.makerEmail}</a>
          </Entry>
        )}
        {sku && <Entry term="Codice articolo">{sku}</Entry>}
        {composition.length > 0 && (
          <Entry term="Composizione">
            {composition.map((line) => (
              <span key={line} className={styles.line}>
                {line}
              </span>
            ))}
          </Entry>
        )}
        {care && (
          <Entry term="Istruzioni di lavaggio">
            <span className={styles.address}>{care}</span>
          </Entry>
        )}
        {age && <Entry term="Età consigliata">{age}</Entry>}
        {warnings.length > 0 && (
          <Entry term="Avvertenze">
            <ul className={styles.warnings}>
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </Entry>
        )}
        {ceMarked && <Entry term="Marcatura CE">Giocattolo con marcatura CE (norme EN 71)</Entry>}
      </dl>
    </details>
  );
}
