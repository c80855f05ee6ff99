/** Runs once when the server starts: a broken configuration stops it with a message naming the field. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { validateConfig } = await import('./lib/config/validate');
    validateConfig();
  }
}
