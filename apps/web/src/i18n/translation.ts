/** Another language's copy of an English namespace: the same keys, every leaf a string. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
