/** A model of Vercel's routing, for the Vercel check (vercel.mts) to read `.vercel/output/config.json` with. */

export interface Route {
  src?: string;
  dest?: string;
  headers?: Record<string, string>;
  continue?: boolean;
  status?: number;
  handle?: string;
  has?: { type: string; key: string; value?: string }[];
  missing?: { type: string; key: string; value?: string }[];
}

/**
 * Where Vercel's router sends a request, and the headers it adds, up to its first phase (`handle`),
 * where vercel.json's routes sit: each route whose `src` matches the path and whose `has` / `missing`
 * header conditions hold adds its headers; the first with a `dest` or a `status` ends the walk unless
 * it says `continue`. Only what vercel.json uses is modelled (header conditions, named groups in
 * `dest`); the check then reads the file the path lands on in static/.
 */
export function routeRequest(routes: Route[], pathname: string, requestHeaders: Record<string, string>) {
  let current = pathname;
  let status: number | undefined;
  const headers: Record<string, string> = {};
  const holds = (condition: { type: string; key: string; value?: string }) => {
    const value = condition.type === 'header' ? requestHeaders[condition.key.toLowerCase()] : undefined;
    return value !== undefined && (condition.value === undefined || new RegExp(`^(?:${condition.value})$`).test(value));
  };
  for (const route of routes) {
    if (route.handle) break;
    // Vercel matches `src` against the whole path.
    const match = route.src === undefined ? null : new RegExp(`^(?:${route.src})$`).exec(current);
    if (!match || !(route.has ?? []).every(holds) || (route.missing ?? []).some(holds)) continue;
    for (const [name, value] of Object.entries(route.headers ?? {})) headers[name.toLowerCase()] = value;
    if (route.dest)
      current = route.dest.replace(
        /\$(\w+)/g,
        (_, name: string) => (/^\d+$/.test(name) ? match[Number(name)] : match.groups?.[name]) ?? '',
      );
    status = route.status ?? status;
    if ((route.dest || route.status) && !route.continue) break;
  }
  return { pathname: current, headers, status };
}
