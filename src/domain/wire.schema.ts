// Building blocks of the wire schemas (src/domain/*.schema.ts). Each wire shape is declared once,
// as a TypeBox schema in the area's `<area>.schema.ts`, and its type is `Static<>` of it: the
// server validates and serializes with the schema, the web app reads the type. The web app
// imports these files with `import type` only (the linter holds it): a schema at run time would
// pull TypeBox into the first screen's script, which grew by 1.1 kB gzip with a single one.
import { Type, type TLiteral, type TNull, type TSchema, type TUnion } from 'typebox';

type Literals<T extends readonly (string | number)[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

/**
 * One of the words of a list (`['a', 'b'] as const`), as a union of literals: `anyOf` of `const`,
 * the shape the routes always had, so a refused word is answered as before. The list itself
 * stays a plain constant in the area's runtime file, where the web app reads it.
 */
export function literalUnion<const T extends readonly (string | number)[]>(words: T): TUnion<Literals<T>> {
  return Type.Union(words.map((word) => Type.Literal(word))) as unknown as TUnion<Literals<T>>;
}

/** A value or null. */
export function nullable<T extends TSchema>(schema: T): TUnion<[T, TNull]> {
  return Type.Union([schema, Type.Null()]);
}

/** A page of rows (trade.ts Page<T>): `{ rows, total }`. */
export function pageSchema<T extends TSchema>(row: T) {
  return Type.Object({ rows: Type.Array(row), total: Type.Number() });
}
