/**
 * /coffeeclub (spec 02 §2 "Coffee Club pages: landing, FAQ, membership comparison"): server-rendered
 * benefits, the base-vs-PLUS comparison and the FAQ; the sign-up box is the one client island.
 */
import { getTranslations } from 'next-intl/server';
import type { Store } from '@/lib/config/stores';
import { PLUS } from '@/lib/config/loyalty';
import { formatPrice } from '@/lib/i18n/format-price';
import { ShopScreen } from '@/components/layout/ShopScreen';
import { ClubSignUp } from './ClubSignUp';
import { PlusButton } from './PlusButton';
import styles from './CoffeeClub.module.css';

const BENEFITS = ['startingCredit', 'earning', 'vouchers'] as const;
const FAQ = ['pending', 'expiry', 'redeem', 'leaving'] as const;

const COMPARISON: readonly [row: string, base: boolean][] = [
  ['beans', true],
  ['startingCredit', true],
  ['shipping', false],
  ['codes', false],
  ['service', false],
];

export async function CoffeeClubLanding({ store }: { store: Store }) {
  const t = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'loyalty' });
  const commerce = await getTranslations({ locale: store.i18n.defaultLocale, namespace: 'commerce' });
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1>{t('landing.heading')}</h1>
        <p>{t('landing.intro')}</p>
        <ul className={styles.benefits}>
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{t(`landing.benefits.${benefit}`)}</li>
          ))}
        </ul>
      </section>
      <section className={styles.hero} aria-labelledby="club-sign-up">
        <h2 id="club-sign-up">{t('signUp.heading')}</h2>
        <ShopScreen store={store}>
          <ClubSignUp />
          <PlusButton name={commerce('plusProductName')} />
        </ShopScreen>
      </section>
      <section aria-labelledby="club-compare">
        <h2 id="club-compare">{t('landing.compareHeading')}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('landing.feature')}</th>
              <th>{t('landing.base')}</th>
              <th>
                <span className={styles.plus}>{t('landing.plus')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {COMPARISON.map(([row, base]) => (
              <tr key={row}>
                <td>{t(`landing.rows.${row}`)}</td>
                <td>{base ? t('landing.yes') : t('landing.no')}</td>
                <td>{t('landing.yes')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('landing.plusPrice', { price: formatPrice(PLUS.price, store.i18n), perMonth: formatPrice(PLUS.pricePerMonth, store.i18n) })}</p>

      </section>
      <section className={styles.faq} aria-labelledby="club-faq">
        <h2 id="club-faq">{t('landing.faqHeading')}</h2>
        {FAQ.map((entry) => (
          <details key={entry}>
            <summary>{t(`landing.faq.${entry}.q`)}</summary>
            <p>{t(`landing.faq.${entry}.a`)}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
