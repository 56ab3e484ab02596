/** The little of Deno's global the entries use, typed here so the handlers stay runtime-neutral. */
export { functionEnv } from './function-env.ts';

export interface DenoRuntime {
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
  env: { toObject(): Record<string, string> };
}
