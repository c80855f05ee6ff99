/**
 * The error lib/catalog throws for malformed catalogue data: it names the offending field, so an
 * importer or route handler can answer 400 with that name instead of a 500.
 */
export class CatalogDataError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'CatalogDataError';
  }
}
