/**
 * Stripe's request bodies (and GET queries) are form-encoded with bracketed keys:
 * `line_items[0][price]=p&metadata[office_id]=o&expand[]=x`. This reads them back into objects
 * and arrays. Keys are kept in null-prototype objects, so no key can reach a prototype.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

function keyPath(name: string): string[] {
  const first = name.indexOf('[');
  if (first === -1) return [name];
  const parts = [name.slice(0, first)];
  for (const match of name.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? '');
  return parts;
}

function place(target: Record<string, FormValue>, path: string[], value: string): void {
  let node: Record<string, FormValue> = target;
  for (let i = 0; i < path.length - 1; i += 1) {
    const key = path[i] ?? '';
    const next = node[key];
    if (next === undefined || typeof next === 'string' || Array.isArray(next)) {
      const created: Record<string, FormValue> = Object.create(null);
      node[key] = created;
      node = created;
    } else node = next;
  }
  const last = path[path.length - 1] ?? '';
  if (last === '') {
    // `expand[]=a&expand[]=b`: the next free index of the list.
    node[String(Object.keys(node).length)] = value;
  } else node[last] = value;
}

/** Objects whose keys are all 0..n-1 become arrays. */
function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: Record<string, FormValue> = Object.create(null);
  for (const key of keys) converted[key] = arraysOf(value[key] as FormValue);
  const isList = keys.length > 0 && keys.every((key, i) => key === String(i));
  return isList ? keys.map((key) => converted[key] as FormValue) : converted;
}

export function parseForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) place(root, keyPath(name), value);
  return arraysOf(root) as Record<string, FormValue>;
}

/** A string field, or undefined. */
export const text = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** A map of strings (metadata), or an empty one. */
export function stringMap(value: FormValue | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  if (!value || typeof value === 'string' || Array.isArray(value)) return map;
  for (const [key, item] of Object.entries(value)) if (typeof item === 'string') map[key] = item;
  return map;
}
