/** A list with nothing in it yet: what the shopper sees instead, and the way back to the shop. */
import styles from './EmptyState.module.css';

export function EmptyState({ message, linkLabel, href }: { message: string; linkLabel: string; href: string }) {
  return (
    <div className={styles.empty}>
      <p>{message}</p>
      <a className="button" href={href}>
        {linkLabel}
      </a>
    </div>
  );
}
