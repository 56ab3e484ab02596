/**
 * Stands in for @supabase/functions-js in the browser builds (browser-aliases.ts): the pages
 * call no edge function through supabase-js (they are reached as links or by the server).
 */
export class FunctionsClient {
  invoke(): never {
    throw new Error(
      "functions.invoke(): edge functions are not part of the site's browser bundle (shared/mf/browser-aliases.ts)",
    );
  }
}
export class FunctionsError extends Error {}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}
export const FunctionRegion = {};
