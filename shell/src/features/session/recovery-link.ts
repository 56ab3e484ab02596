/**
 * Whether the page was opened from a password-recovery link. supabase-js reads and clears the
 * URL fragment while it initialises, and its PASSWORD_RECOVERY event may fire before the login
 * screen subscribes, so the shell notes the fragment at start (before the client exists).
 */
let fromRecoveryLink = false;

export function noteRecoveryLink(hash: string) {
  fromRecoveryLink = new URLSearchParams(hash.replace(/^#/, '')).get('type') === 'recovery';
}

export function openedFromRecoveryLink() {
  return fromRecoveryLink;
}

export function forgetRecoveryLink() {
  fromRecoveryLink = false;
}
