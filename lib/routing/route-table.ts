/**
 * The route table of spec 02 §2: every named route with its canonical path and the legacy aliases
 * that answer a 301 to it. Aliases are matched exactly (a `{param}` segment matches one segment).
 */
export interface RouteDefinition {
  name: string;
  path: string;
  aliases?: string[];
}

export const ROUTES: readonly RouteDefinition[] = [
  { name: 'home', path: '/', aliases: ['/home'] },
  { name: 'checkout', path: '/checkout' },
  { name: 'checkout/login', path: '/checkout/login' },
  { name: 'order-success', path: '/order-success' },
  { name: 'legal', path: '/i/legal' },
  { name: 'terms', path: '/i/terms', aliases: ['/agb'] },
  { name: 'withdrawal', path: '/i/withdrawal', aliases: ['/widerruf', '/widerrufsbelehrung'] },
  { name: 'shipping', path: '/i/shipping', aliases: ['/versandkosten', '/lieferung'] },
  { name: 'privacy', path: '/privacy' },
  { name: 'magazine', path: '/magazine' },
  { name: 'sale', path: '/sale' },
  { name: 'order-tracking', path: '/order-tracking' },
  { name: 'about-us', path: '/about-us' },
  { name: 'customer-service', path: '/customer-service' },
  { name: 'contact', path: '/contact' },
  { name: 'contacts', path: '/contacts' },
  { name: 'coffeeclub', path: '/coffeeclub' },
  { name: 'customer', path: '/customer', aliases: ['/customer/account'] },
  { name: 'vouchers-and-discounts', path: '/customer/vouchers-and-discounts' },
  { name: 'coffee-corner', path: '/customer/coffee-corner' },
  { name: 'customer-edit', path: '/customer/account/edit' },
  { name: 'customer-coffeeclub', path: '/customer/coffeeclub' },
  { name: 'reorder', path: '/customer/reorder', aliases: ['/rma_customer/kaffeekeller'] },
  { name: 'customer-wishlist', path: '/customer/wishlist' },
  { name: 'shipping-details', path: '/customer/shipping-details' },
  { name: 'newsletter', path: '/customer/newsletter', aliases: ['/newsletter/manage'] },
  { name: 'orders', path: '/customer/orders', aliases: ['/sales/order/history'] },
  { name: 'order-details', path: '/customer/orders/{orderId}' },
  { name: 'subscriptions', path: '/customer/subscriptions', aliases: ['/rma_subscription/subscriptions'] },
  { name: 'subscription-details', path: '/customer/subscriptions/{subscriptionId}' },
  { name: 'addressBook', path: '/customer/address' },
  { name: 'my-recently-viewed', path: '/my-account/recently-viewed' },
  { name: 'login', path: '/customer/login', aliases: ['/customer/account/login'] },
  { name: 'register', path: '/customer/register', aliases: ['/customer/account/create'] },
  { name: 'forgot-password', path: '/customer/forgot-password', aliases: ['/customer/account/forgotpassword'] },
  { name: 'refer-a-friend', path: '/customer/referral' },
  { name: 'create-password', path: '/create-password' },
  { name: 'compare', path: '/compare' },
  { name: 'wishlist', path: '/wishlist' },
  { name: 'microcart', path: '/cart', aliases: ['/checkout/cart'] },
  { name: 'search', path: '/search', aliases: ['/catalogsearch/result'] },
  { name: 'product', path: '/p/{parentSku}/{slug}' },
  { name: 'configurable-product', path: '/p/{parentSku}/{slug}/{childSku}' },
  { name: 'category', path: '/c/{slug}' },
  { name: 'cms-page', path: '/i/{slug}' },
  { name: 'coffeeclub-unsubscribe', path: '/coffeeclub-unsubscribe', aliases: ['/customer/coffeeclub/unsubscribe'] },
  {
    name: 'coffeeclub-unsubscribe-mails',
    path: '/coffeeclub-unsubscribe-mails',
    aliases: ['/customer/coffeeclub/unsubscribe-mails'],
  },
  { name: 'coffeefinder', path: '/coffeefinder' },
  { name: 'machinefinder', path: '/machinefinder' },
  { name: 'amazonPayReview', path: '/amazonpay/review' },
  { name: 'amazonPayComplete', path: '/amazonpay/complete' },
  { name: 'faq', path: '/help', aliases: ['/hilfe'] },
  { name: 'faq-topic', path: '/help/{form}', aliases: ['/hilfe/{form}'] },
  { name: 'cancellation', path: '/cancel-subscription', aliases: ['/abo-kuendigen'] },
  { name: 'recommendations', path: '/recommendations/{context}' },
  { name: 'error', path: '/error' },
  // Spec 02 §2 screens "newsletter sweepstakes page, newsletter sign-up" (not in the spec's table; issue 18):
  // the guest sign-up, and the target of the confirmation and unsubscribe links in its mails.
  { name: 'newsletter-signup', path: '/newsletter' },
];

/**
 * Named routes whose screens are not built yet (the customer areas of spec 02 and the finders,
 * compare, wishlist and payment-provider returns): until they are, they answer the store's 404 page
 * with status 404 rather than an untranslated framework page. A test keeps this list and the pages
 * under `app/[store]` in step.
 */
export const ROUTES_WITHOUT_PAGES: ReadonlySet<string> = new Set<string>([]);

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function isParam(segment: string): boolean {
  return segment.startsWith('{') && segment.endsWith('}');
}

/** A pattern split once: the proxy matches every page request against the whole table. */
interface CompiledPattern {
  parts: string[];
  /** Per part: the param name, or null for a literal segment. */
  params: (string | null)[];
}

function compile(pattern: string): CompiledPattern {
  const parts = segments(pattern);
  return { parts, params: parts.map((part) => (isParam(part) ? part.slice(1, -1) : null)) };
}

function matchCompiled(pattern: CompiledPattern, got: string[]): Record<string, string> | null {
  if (pattern.parts.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < got.length; i++) {
    const name = pattern.params[i];
    if (name !== null) params[name] = got[i];
    else if (pattern.parts[i] !== got[i]) return null;
  }
  return params;
}

const COMPILED_ROUTES = ROUTES.map((route) => ({ route, pattern: compile(route.path) }));
const COMPILED_ALIASES = ROUTES.flatMap((route) => (route.aliases ?? []).map((alias) => ({ route, pattern: compile(alias) })));

/** Matches a path against a pattern; returns the params or null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  return matchCompiled(compile(pattern), segments(path));
}

function fillPattern(pattern: string, params: Record<string, string>): string {
  const filled = segments(pattern).map((s) => (isParam(s) ? params[s.slice(1, -1)] : s));
  return `/${filled.join('/')}`;
}

/** The canonical path an alias stands for, or null when the path is not an alias. */
export function canonicalPathForAlias(path: string): string | null {
  const got = segments(path);
  for (const { route, pattern } of COMPILED_ALIASES) {
    const params = matchCompiled(pattern, got);
    if (params) return fillPattern(route.path, params);
  }
  return null;
}

/** The named route a path belongs to, or null (then the URL dispatcher tries the catalogue). */
export function matchRoute(path: string): { route: RouteDefinition; params: Record<string, string> } | null {
  const got = segments(path);
  for (const { route, pattern } of COMPILED_ROUTES) {
    const params = matchCompiled(pattern, got);
    if (params) return { route, params };
  }
  return null;
}

/**
 * Whether the route table answers a path (a route or a legacy alias): then no catalogue entity is
 * served there, though a category's or product's own path may say so (the German menu category
 * "Sale" at `/sale`, where the sale page is), so such a path is never its canonical, hreflang or
 * sitemap address.
 */
export function isRouteTablePath(path: string): boolean {
  return matchRoute(path) !== null || canonicalPathForAlias(path) !== null;
}
