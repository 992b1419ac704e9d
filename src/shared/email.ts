import { EMAIL_MAX_LENGTH } from './limits.js';

// SPEC §5: non-space text, @, non-space text, dot, non-space text.
const simpleEmailPattern = /^\S+@\S+\.\S+$/;

/** Trimmed and lower-cased, so `Ani@Mail.com ` and `ani@mail.com` are one sign-up. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && simpleEmailPattern.test(email);
}
