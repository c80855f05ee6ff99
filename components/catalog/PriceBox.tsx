/** Price, struck-through original price, base price and cup price of an offer. */
import type { Offer } from './product-offer';
import styles from './PriceBox.module.css';

export interface PriceBoxLabels {
  from?: string;
  cupPrice?: string;
  save?: string;
  inclTax?: string;
  /** The shipping costs page the tax note ("plus shipping") links to. */
  shippingHref?: string;
}

export function PriceBox({ offer, labels, size = 'small' }: { offer: Offer; labels: PriceBoxLabels; size?: 'small' | 'large' }) {
  return (
    <div className={size === 'large' ? `${styles.box} ${styles.large}` : styles.box}>
      {/* The price line and the price take their look from the box's CSS; a reduced price is marked. */}
      <p>
        <span className={offer.originalPrice ? styles.special : undefined} data-testid="price">
          {labels.from ?? offer.price}
        </span>
        {offer.originalPrice ? <s className={styles.original}>{offer.originalPrice}</s> : null}
        {offer.originalPrice && labels.save ? <span className={styles.save}>{labels.save}</span> : null}
      </p>
      {/* The lines under the price take their look from the box's CSS (a tile's box is repeated 40 times a page). */}
      {labels.inclTax ? <p>{labels.shippingHref ? <a href={labels.shippingHref}>{labels.inclTax}</a> : labels.inclTax}</p> : null}
      {offer.basePrice ? <p data-testid="base-price">{offer.basePrice}</p> : null}
      {labels.cupPrice ? <p>{labels.cupPrice}</p> : null}
    </div>
  );
}
