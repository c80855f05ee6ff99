/**
 * The command line of `npm run catalog:generate -- --products N --seed S [--out DIR]`: parsed and
 * checked before anything is written; a bad argument stops the script with an error naming it.
 */
import { DEMO_CATALOG_ERRORS, DEMO_DEFAULT_OUT_DIR, DEMO_DEFAULT_PRODUCT_COUNT, DEMO_DEFAULT_SEED } from '@/lib/config/demo-catalog';
import { generateCatalogOptionsSchema } from './generate-catalog';

export interface GenerateArguments {
  readonly products: number;
  readonly seed: number;
  readonly out: string;
}

const NAMES = ['products', 'seed', 'out'] as const;
type Name = (typeof NAMES)[number];

function isName(value: string): value is Name {
  return (NAMES as readonly string[]).includes(value);
}

/** A whole number written in plain digits (an optional minus sign), nothing else. */
function wholeNumber(raw: string): number {
  return /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
}

/** `--name value` or `--name=value`; each name at most once. */
export function parseGenerateArguments(argv: readonly string[]): GenerateArguments {
  const given = new Map<Name, string>();
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const name = flag.startsWith('--') ? flag.slice(2) : '';
    if (!isName(name)) throw new Error(`${argv[i]}: ${DEMO_CATALOG_ERRORS.unknownArgument}`);
    if (given.has(name)) throw new Error(`--${name} ${DEMO_CATALOG_ERRORS.repeatedArgument}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value.startsWith('--')) throw new Error(`--${name}: ${DEMO_CATALOG_ERRORS.valueRequired}`);
    given.set(name, value);
  }
  const out = given.get('out') ?? DEMO_DEFAULT_OUT_DIR;
  if (out.trim() === '') throw new Error(DEMO_CATALOG_ERRORS.out);
  const parsed = generateCatalogOptionsSchema.safeParse({
    products: given.has('products') ? wholeNumber(given.get('products') as string) : DEMO_DEFAULT_PRODUCT_COUNT,
    seed: given.has('seed') ? wholeNumber(given.get('seed') as string) : DEMO_DEFAULT_SEED,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`--${issue.path.join('.')} "${given.get(issue.path[0] as Name)}": ${issue.message}`);
  }
  return { ...parsed.data, out };
}
