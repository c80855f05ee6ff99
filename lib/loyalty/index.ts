/** The Coffee Club's pure rules (browser-safe): the beans ledger and the club's rules. */
export * from './beans-ledger';
export * from './bean-rules';
