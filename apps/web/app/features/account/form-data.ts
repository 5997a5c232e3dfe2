/**
 * A posted form as a nested object: `billingAddress.city` → `{ billingAddress: { city } }`. Only the names
 * given are read (a posted name the page never renders is ignored), each as its text.
 */
export function nestedValues(form: FormData, names: readonly string[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value !== 'string') continue;
    const segments = name.split('.');
    let node = root;
    for (const segment of segments.slice(0, -1)) {
      const next = node[segment];
      node[segment] = typeof next === 'object' && next !== null ? next : {};
      node = node[segment] as Record<string, unknown>;
    }
    node[segments.at(-1) as string] = value;
  }
  return root;
}

/** A posted text field, '' when absent or a file. */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
