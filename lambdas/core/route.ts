import type { RouteDef } from '../../contracts/http';

/**
 * A route of one domain's list, with its precise schema types. Handlers take their route from
 * their own domain's contract, not the whole route table: a cold start then builds only that
 * domain's schemas.
 */
export function routeIn<const T extends readonly RouteDef[], I extends T[number]['id']>(
  routes: T,
  id: I,
): Extract<T[number], { id: I }> {
  const found = routes.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Unknown route ${id}`);
  return found as Extract<T[number], { id: I }>;
}
