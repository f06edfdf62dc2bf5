/**
 * A compile-time tie between an answer's schema and the type its service returns: the
 * schema must name exactly the fields the service sends, at every depth, so adding a field
 * to a service without adding it to the document fails the typecheck. Leaf types may be
 * narrower in the schema (an enum for a text column); the contract tests check the values.
 */
import type { $ZodType, output } from "zod/v4/core";

/** A value as JSON carries it: a Date is its ISO string. */
export type AsJson<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? AsJson<U>[]
    : T extends object
      ? { [K in keyof T]: AsJson<T[K]> }
      : T;

/** The field names of a type at every depth, leaves erased. */
type Fields<T> = T extends readonly (infer U)[]
  ? Fields<U>[]
  : T extends object
    ? { [K in keyof T]-?: Fields<Exclude<T[K], undefined>> }
    : true;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

type Matching<S extends $ZodType, T> =
  Same<Fields<output<S>>, Fields<AsJson<T>>> extends true
    ? unknown
    : { "the schema's fields differ from the service's type": Fields<AsJson<T>> };

/** `answers<PublicUser>()(schema)`: the schema, once its fields are the type's. */
export function answers<T>() {
  return <S extends $ZodType>(schema: S & Matching<S, T>): S => schema;
}
