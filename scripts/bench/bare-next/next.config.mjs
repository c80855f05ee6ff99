// The bare floor app builds with the project's own Next.js (the lockfile's root) into .next-bare.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
export default { distDir: '../../../.next-bare', turbopack: { root } };
