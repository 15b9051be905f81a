/**
 * `--name=value` from the command line, a positive integer (or 0 where `min` is 0), or `fallback`
 * when not given.
 */
export function option(name: string, fallback: number, { min = 1 }: { min?: 0 | 1 } = {}): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`--${name} must be ${min === 0 ? '0 or more' : 'a positive integer'}`);
  return value;
}
