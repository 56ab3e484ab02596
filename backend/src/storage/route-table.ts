/**
 * The /storage/v1 routes as one method/path table: `:name` matches one segment, `*name` the
 * rest of the path (one or more segments). The first route whose path matches and whose method
 * fits answers; a path that matches only under other methods is a 405.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JwtClaims } from '../db/with-role.ts';
import type { StackContext } from '../http/context.ts';
import { storageError } from './object-names.ts';
import type { ObjectStore } from './object-store.ts';
import type { PublicRowCache } from './public-row-cache.ts';

/** What every route module is given. */
export interface StorageRequest {
  ctx: StackContext;
  store: ObjectStore;
  publicRows: PublicRowCache;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
  /** the caller's claims from the Bearer token or apikey; a bad token is a 401 */
  claims(): Promise<JwtClaims>;
}

export type StorageRouteHandler = (request: StorageRequest) => Promise<void>;

export interface StorageRoute {
  methods: readonly string[];
  path: string;
  handle: StorageRouteHandler;
  /** reads that carry their own authority (public bucket, signed token): no apikey needed */
  open?: boolean;
}

export interface MatchedRoute {
  route: StorageRoute;
  params: Record<string, string>;
}

function matchPath(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = pattern.split('/').slice(1);
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    if (part.startsWith('*')) {
      const rest = segments.slice(i);
      if (rest.length === 0 || rest.some((s) => s === '')) return undefined;
      params[part.slice(1)] = rest.join('/');
      return params;
    }
    const segment = segments[i];
    if (segment === undefined || segment === '') return undefined;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return segments.length === parts.length ? params : undefined;
}

/** The route for method and path (decoded segments), or the 404/405 Supabase Storage answers. */
export function findRoute(routes: readonly StorageRoute[], method: string, path: string): MatchedRoute {
  let segments: string[];
  try {
    segments = path.split('/').slice(1).map(decodeURIComponent);
  } catch {
    throw storageError(400, 'InvalidKey', 'Malformed percent-encoding in the path');
  }
  let pathMatched = false;
  for (const route of routes) {
    const params = matchPath(route.path, segments);
    if (!params) continue;
    if (route.methods.includes(method)) return { route, params };
    pathMatched = true;
  }
  if (pathMatched) throw storageError(405, 'MethodNotAllowed', `${method} is not supported here`);
  throw storageError(404, 'not_found', `No storage route for ${method} ${path}`);
}
