/**
 * The product page body for every product type (simple, configurable, grouped, bundle, virtual):
 * gallery, name, reviews summary, price box with base and cup price, stock state, option pickers,
 * bundle choices or the grouped list, tier prices, delivery estimate, subscription, age marker,
 * quantity and the add-to-cart form, then the description. Server-rendered from plain data.
 */
import { getMessages, getTranslations } from 'next-intl/server';
import { ClientMessagesProvider } from '@/lib/i18n/client';
import { productMessages } from '@/lib/i18n/client-messages';
import type { Store } from '@/lib/config/stores';
import { DEFAULT_MAX_SALE_QTY } from '@/lib/config/catalog';
import { formatDate } from '@/lib/i18n/format-price';
import { isSubscriptionOffered } from '@/lib/catalog';
import { BILLING_PERIOD_OPTION_TITLE } from '@/lib/config/subscriptions';
import { parseIntervalCode, type ScheduleInterval } from '@/lib/subscriptions/schedule';
import type { CartLineDraft } from './cart-item-form';
import { AddToCartButton } from './AddToCartButton';
import { ProductServiceActions } from '@/components/service/ProductServiceActions';
import { BundleOptions } from './BundleOptions';
import { ConfigurableOptions } from './ConfigurableOptions';
import { GroupedProducts } from './GroupedProducts';
import { LivePrice } from './LivePrice';
import { LiveTierPrices } from './LiveTierPrices';
import { livePriceDoc } from '@/lib/catalog/live-price-doc';
import { ProductGallery } from './ProductGallery';
import { QuantityInput } from './QuantityInput';
import { RatingStars } from './RatingStars';
import { SubscriptionOption } from './SubscriptionOption';
import { ProductListToggles } from './ProductListToggles';
import { compareItemOf } from '@/lib/compare/compare-rules';
import { textParagraphs } from './category-content';
import { offerOf } from './product-offer';
import type { ProductPageData } from '@/lib/catalog/read/product-page-data';
import { deliverableQty, productStockState, type StockState } from './stock-state';
import { beansForProduct } from '@/lib/loyalty/bean-rules';
import { PLUS } from '@/lib/config/loyalty';
import { StaticMarkup } from '@/components/ui/StaticMarkup';
import styles from './ProductDetail.module.css';

/** The product's billing periods the shop knows: weeks (`28`), months (`3m`) and years (`12m`). */
function billingPeriods(data: ProductPageData): { value: string; interval: ScheduleInterval }[] {
  const option = data.shown.custom_options?.find((o) => o.title === BILLING_PERIOD_OPTION_TITLE);
  return (option?.values ?? []).flatMap((v) => {
    const interval = parseIntervalCode(v.title);
    return interval ? [{ value: String(v.option_type_id), interval }] : [];
  });
}

function cartLine(data: ProductPageData, price: number): CartLineDraft {
  const { product, shown } = data;
  const chosen = shown.selectedVariant;
  const configurable = product.type_id === 'configurable' && chosen;
  return {
    sku: shown.sku,
    name: product.name,
    price,
    product_type: product.type_id,
    ...(configurable
      ? {
          parentSku: product.sku,
          product_option: {
            extension_attributes: {
              configurable_item_options: (product.configurable_options ?? []).map((o) => ({
                option_id: o.attribute_id,
                option_value: chosen[o.attribute_code] as string | number,
              })),
            },
          },
        }
      : {}),
  };
}

function deliveryTime(hour: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour));
}

export async function ProductDetail({ store, data, rating: reviewed, now }: { store: Store; data: ProductPageData; rating: { average: number; count: number }; now: Date }) {
  const locale = store.i18n.defaultLocale;
  const [t, tc, messages] = await Promise.all([getTranslations({ locale, namespace: 'product' }), getTranslations({ locale, namespace: 'catalog' }), getMessages({ locale })]);
  const { product, shown } = data;
  const offer = offerOf(shown, store.i18n, tc.raw('basePrice.label') as string);
  const stock = productStockState(shown, now, data.sellable);
  const stockText = (state: StockState): string => {
    switch (state.key) {
      case 'ok':
        return tc('stock.ok');
      case 'outOfStock':
        return tc('stock.out_of_stock');
      case 'availableFrom':
        return t('stock.availableFrom', { date: formatDate(state.date, store.i18n) });
      case 'onlyLeft':
        return t('stock.onlyLeft', { maxQuantity: state.maxQuantity });
      case 'discontinued':
        return t('stock.discontinued');
    }
  };
  const { average: rating, count: reviews } = reviewed;
  const maxQty = Number(shown.stock?.max_sale_qty ?? DEFAULT_MAX_SALE_QTY);
  const lead = data.remoteConfig?.delivery_lead_time_days[store.tax.defaultCountry];
  const isVirtual = product.type_id === 'virtual' || product.type_id === 'downloadable';
  const sellsItself = product.type_id !== 'grouped';
  const canBuy = stock.key !== 'discontinued';
  // The Coffee Club's beans for one unit, rendered here on the server: no client code (spec 02 §7 multiplier).
  const beans = product.sku === PLUS.sku ? 0 : beansForProduct(shown.price_incl_tax ?? 0, shown.attribute_set_id ?? product.attribute_set_id);

  return (
    <ClientMessagesProvider locale={locale} messages={productMessages(messages)}>
      <article className={styles.product} data-product-type={product.type_id}>
        <StaticMarkup as="div" className={styles.media} drawnFrom={[shown.sku]}>
          <ProductGallery product={shown} label={t('gallery.label')} imageLabel={(index, total) => t('gallery.image', { name: product.name ?? product.sku, index, total })} />
        </StaticMarkup>
        <div className={styles.buy}>
          <StaticMarkup as="div" className={styles.summary} drawnFrom={[shown.sku]}>
            <h1 className={styles.name}>{product.name}</h1>
            <p className={styles.sku}>
              {t('details.sku')}: {shown.sku}
            </p>
            {reviews > 0 ? (
              <p className={styles.reviews}>
                <RatingStars rating={rating} label={t('reviews.summary', { rating })} /> <a href="#reviews">{tc('rating.reviews', { count: reviews })}</a>
              </p>
            ) : null}
            {shown.age_restricted ? <p className={styles.age} data-testid="age-check">{t('age.marker')}</p> : null}
          </StaticMarkup>
          {sellsItself ? (
            <LivePrice kind="detail" product={livePriceDoc(shown)} basePriceTemplate={tc.raw('basePrice.label') as string} />
          ) : null}
          {sellsItself ? (
            <p className={stock.key === 'ok' || stock.key === 'onlyLeft' ? styles.inStock : styles.outOfStock} data-testid="stock-state">
              {stockText(stock)}
            </p>
          ) : null}
          {sellsItself && beans > 0 ? (
            <p className={styles.delivery} data-testid="product-beans">
              {t('beans.earn', { beans })}
            </p>
          ) : null}
          {data.tiers.length > 0 ? (
            <LiveTierPrices product={livePriceDoc(shown)} tiers={data.tiers} taxRules={data.taxRules} country={store.tax.defaultCountry} />
          ) : null}
          {product.type_id === 'configurable' ? (
            <ConfigurableOptions
              store={store}
              product={product}
              chosen={shown.selectedVariant}
              path={data.path}
              labels={{ choose: (label) => t('options.choose', { label }), unavailable: t('options.unavailable') }}
            />
          ) : null}
          {product.type_id === 'configurable' && !data.sellable ? <p className={styles.warning}>{tc('variants.noAvailableVariants')}</p> : null}
          {product.type_id === 'grouped' ? <GroupedProducts store={store} parts={data.parts} /> : null}
          {sellsItself ? (
            <AddToCartButton item={cartLine(data, offer.amount)} maxQty={maxQty} stockQty={deliverableQty(shown.stock)} disabled={!canBuy} ageRestricted={shown.age_restricted === true}>
              {product.type_id === 'bundle' ? (
                <BundleOptions store={store} product={product} parts={data.parts} title={t('bundle.title')} defaultLabel={t('bundle.default')} />
              ) : null}
              {isSubscriptionOffered(shown) ? <SubscriptionOption periods={billingPeriods(data)} /> : null}
              <QuantityInput
                id="product-qty"
                label={t('quantity.label')}
                max={maxQty}
                hint={maxQty < DEFAULT_MAX_SALE_QTY ? t('quantity.limits', { min: 1, max: maxQty }) : undefined}
              />
            </AddToCartButton>
          ) : null}
          <ProductListToggles wishlist={{ id: product.id, sku: product.sku }} compare={compareItemOf(product)} withText />
          <ProductServiceActions
            product={{ id: product.id, sku: product.sku, name: product.name ?? product.sku, path: data.path }}
            outOfStock={stock.key === 'outOfStock' || stock.key === 'availableFrom'}
            labels={{ notify: t('service.notify'), review: t('service.review') }}
          />
          {isVirtual ? (
            <p className={styles.delivery}>{t('delivery.virtual')}</p>
          ) : lead && data.remoteConfig ? (
            <p className={styles.delivery}>
              {t('delivery.estimate', { time: deliveryTime(data.remoteConfig.order_by_hour, locale), min: lead.min, max: lead.max })}
            </p>
          ) : null}
        </div>
        <StaticMarkup as="section" className={styles.description} aria-labelledby="description-title" drawnFrom={[shown.sku]}>
          <h2 id="description-title">{t('details.description')}</h2>
          {textParagraphs(shown.description ?? product.description).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </StaticMarkup>
      </article>
    </ClientMessagesProvider>
  );
}
