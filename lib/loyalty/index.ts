/** The Coffee Club's pure rules (browser-safe): the beans ledger, the club's rules, partial cancellations and an order's beans. */
export * from './beans-ledger';
export * from './bean-rules';
export * from './partial-cancellation';
export * from './order-beans-summary';
