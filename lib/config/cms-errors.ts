/** Developer-facing answers of the preview and revalidation routes. */
export const PREVIEW_ERRORS = {
  secret: 'secret: missing or wrong',
  slug: 'slug: must be a CMS page identifier (lower-case letters, digits, dashes)',
} as const;
