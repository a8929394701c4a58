/** The id in a route ('/worker-profiles/12', '/projects/12', '/cleaning/12' -> 12); anything else names nothing (a not-found state). */
export function routeIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
