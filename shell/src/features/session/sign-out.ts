import { getSupabase, toastError } from '@hifi/shared';

/**
 * docs/product.md#8-error-messages: a failed sign-out shows the destructive toast 'Error signing out' with the error's
 * message (or 'Please try again') and rethrows, so callers decide what happens next.
 */
export async function signOut() {
  const { error } = await getSupabase().auth.signOut();
  if (error) {
    toastError('Error signing out', error.message || 'Please try again');
    throw error;
  }
}
