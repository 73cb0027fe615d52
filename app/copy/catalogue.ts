/**
 * The shape a catalogue of visible words must have, made from the English one: the same keys,
 * lists of the same kind, sentence builders with the same parameters, and any string where
 * English has a string. (English is written `as const`, which would make every sentence its own
 * literal type that no other language could match.)
 */
export type Catalogue<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer Item)[]
      ? readonly Catalogue<Item>[]
      : { readonly [K in keyof T]: Catalogue<T[K]> };
