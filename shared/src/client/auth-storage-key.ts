/** Where supabase-js keeps the session in localStorage; fixed so it does not depend on the host name. */
export const AUTH_STORAGE_KEY = 'hifi-auth';
