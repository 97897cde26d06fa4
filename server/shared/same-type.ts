// A compile-time check that a TypeBox schema describes exactly a wire type of src/domain:
// `const check: Same<Static<typeof Schema>, WireType> = true;` fails to compile when they drift.
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
