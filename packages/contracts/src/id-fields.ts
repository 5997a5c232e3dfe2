import type { z } from 'zod';

/**
 * The id fields of a request schema, found by walking it (objects, arrays, unions, wrappers), and the
 * smallest input that reaches each one: for the tests that every id is bounded (ADR 71), in the contracts
 * and through the API host.
 */
type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  values?: unknown[];
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (wrappers.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
}

/** The names of ids: `id`, `areaId`, `AreaId`, `orderIds`, `key`, `customerNumber`… */
const idName = /(^id$|^ids$|Id$|Ids$|^key$|Key$|Number$|Numbers$)/;

/** A step into the input: the key (or 0 for an array item) and the literal fields of the object it is in. */
type Step = { key: string | number; literals: Record<string, unknown> };
export type IdField = { steps: Step[]; list: boolean };

function literalsOf(shape: Record<string, z.ZodType>): Record<string, unknown> {
  const literals: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const def = defOf(unwrap(field));
    if (def.type === 'literal' && def.values?.length) literals[key] = def.values[0];
  }
  return literals;
}

export function idFields(schema: z.ZodType, steps: Step[] = [], depth = 0): IdField[] {
  if (depth > 8) return [];
  const def = defOf(unwrap(schema));
  if (def.type === 'object' && def.shape) {
    const literals = literalsOf(def.shape);
    return Object.entries(def.shape).flatMap(([key, field]) => {
      const here = [...steps, { key, literals }];
      const type = defOf(unwrap(field)).type;
      const own =
        idName.test(key) && (type === 'string' || type === 'array')
          ? [{ steps: here, list: type === 'array' }]
          : [];
      return [...own, ...idFields(field, here, depth + 1)];
    });
  }
  if (def.type === 'array' && def.element)
    return idFields(def.element, [...steps, { key: 0, literals: {} }], depth + 1);
  if (def.type === 'union' && def.options)
    return def.options.flatMap((option) => idFields(option, steps, depth + 1));
  if (def.type === 'intersection' && def.left && def.right)
    return [...idFields(def.left, steps, depth + 1), ...idFields(def.right, steps, depth + 1)];
  return [];
}

/** The smallest input that reaches the field: each object with its literals (a union's discriminator). */
export function inputFor({ steps, list }: IdField, value: string): unknown {
  const build = (index: number): unknown => {
    if (index === steps.length) return list ? [value] : value;
    const step = steps[index] as Step;
    const inner = build(index + 1);
    return typeof step.key === 'number' ? [inner] : { ...step.literals, [step.key]: inner };
  };
  return build(0);
}

export type Issue = { path: PropertyKey[]; errors?: Issue[][] };
export function issuePaths(issues: readonly Issue[], prefix: PropertyKey[] = []): PropertyKey[][] {
  return issues.flatMap((issue) => [
    [...prefix, ...issue.path],
    ...(issue.errors ?? []).flatMap((option) => issuePaths(option, [...prefix, ...issue.path])),
  ]);
}

/** The path of a field as the API's validation issue writes it: `body.area.areaId`. */
export const pathOfField = (field: IdField) => field.steps.map((step) => step.key);
