/** The Coffee Club's pure rules (browser-safe): the beans ledger, the club's rules and partial cancellations. */
export * from './beans-ledger';
export * from './bean-rules';
export * from './partial-cancellation';
