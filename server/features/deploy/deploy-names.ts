/**
 * The names the deploy path accepts, and the folder a specifier's uploaded files live in.
 *
 * - A specifier a deploy may change is a bare package name with an optional subpath
 *   (`react`, `@scf/center`, `@ant-design/icons/es/icons/HomeOutlined`): letters, digits, `.`,
 *   `_` and `-`, no empty, `.` or `..` segment, no trailing `/`, nothing URL-like. A key such as
 *   `@team/../react` means nothing to a browser (it is not normalised) but reads like `react`
 *   in every log and history, and a token scoped to `@team/*` must not look as if it changed
 *   `react`: it is refused, as are the same names in token scopes and overrides.
 * - A token's uploads live in `/assets/deployed/<specifier with "/" as "+">/`: a folder of its
 *   own per specifier, derived from the whole name. `+` never occurs in a specifier, so no two
 *   specifiers share a folder and no folder lies inside another's; builds write under
 *   `/assets/parcels/`, `/assets/vendor/` and `/assets/root-config/`, never here.
 */

/** One segment of a package name or subpath. */
const SEGMENT = '[A-Za-z0-9_][A-Za-z0-9._-]{0,99}';
const NAME = `(?:@${SEGMENT}/)?${SEGMENT}`;
const SPECIFIER_RE = new RegExp(`^${NAME}(?:/${SEGMENT})*$`);

/** Whether a deploy, a token scope or an override may name this specifier. */
export function isDeployableSpecifier(s: unknown): s is string {
  return (
    typeof s === 'string' &&
    s.length <= 200 &&
    SPECIFIER_RE.test(s) &&
    !s.split('/').some((seg) => seg === '.' || seg === '..')
  );
}

/** The same rule for a token scope: a specifier, or a prefix of one ending in `*` (`@team/*`, `@scf/product-*`). */
export function isScopePattern(s: string): boolean {
  if (s === '*') return true;
  if (!s.endsWith('*')) return isDeployableSpecifier(s);
  // "@team/" or "@scf/product-": completed by a plain tail, it must give a valid specifier.
  return s.length > 1 && isDeployableSpecifier(`${s.slice(0, -1)}x`);
}

/** The root of every uploaded file. */
const DEPLOYED_ROOT = '/assets/deployed/';

/** The folder a specifier's uploaded files live in, or null for a name that may not be deployed. */
export function deployFolderOf(specifier: string): string | null {
  return isDeployableSpecifier(specifier) ? `${DEPLOYED_ROOT}${specifier.replaceAll('/', '+')}/` : null;
}

/** An uploaded file's path: `/assets/deployed/<folder>/[sub/]name.(js|mjs|css|json|map)`; the extension, or null. */
const UPLOAD_NAME = '[A-Za-z0-9_-][A-Za-z0-9._-]*';
const UPLOAD_PATH_RE = new RegExp(
  `^/assets/deployed/@?[A-Za-z0-9_][A-Za-z0-9._+-]*/(?:${UPLOAD_NAME}/)*${UPLOAD_NAME}\\.(js|mjs|css|json|map)$`,
);
export function uploadPathExtension(p: string): string | null {
  if (typeof p !== 'string' || p.length > 300 || p.includes('..') || p.includes('//')) return null;
  return UPLOAD_PATH_RE.exec(p)?.[1] ?? null;
}
