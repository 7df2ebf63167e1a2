/** A cache by key: a WeakMap for data derived from an object (kept as long as it is), or a Map inside one. */
interface Cache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/**
 * The value for `key`, computed once and then read from `cache`: for what depends only on the knowledge base, a
 * meal or a list that never changes once made, and is asked for again and again (the planner, the policy, the chat).
 */
export function memoOn<K, V>(cache: Cache<K, V>, key: K, compute: (key: K) => V): V {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const value = compute(key);
  cache.set(key, value);
  return value;
}
