/**
 * Stands in for @supabase/realtime-js in the browser builds (browser-aliases.ts): the site uses
 * no realtime channel, but supabase-js constructs a client and re-exports the package, which
 * put ~15 KB of WebSocket code on every page. The client is constructed and told the token;
 * anything more says plainly that realtime is not in this bundle.
 */
const missing = (what: string) => () => {
  throw new Error(
    `${what}: realtime is not part of the site's browser bundle (shared/mf/browser-aliases.ts)`,
  );
};

export class RealtimeClient {
  setAuth(_token?: string | null): Promise<void> {
    return Promise.resolve();
  }
  channel = missing('channel()');
  getChannels = () => [];
  removeChannel = missing('removeChannel()');
  removeAllChannels = missing('removeAllChannels()');
}
export class RealtimeChannel {}
export class RealtimePresence {}
export class RealtimePostgresFilterBuilder {}
export class WebSocketFactory {}
export const postgresChangesFilter = missing('postgresChangesFilter()');
export const REALTIME_LISTEN_TYPES = {};
export const REALTIME_POSTGRES_CHANGES_LISTEN_EVENT = {};
export const REALTIME_PRESENCE_LISTEN_EVENTS = {};
export const REALTIME_SUBSCRIBE_STATES = {};
export const REALTIME_CHANNEL_STATES = {};
