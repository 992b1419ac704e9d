import { EMAIL_MAX_LENGTH } from './limits.js';

// docs/product.md §5's simple pattern (non-space text, @, non-space text, dot, non-space text), plus what
// makes it a real address (docs/architecture.md §7): no spaces, quotes or angle brackets anywhere, exactly one
// @, and a domain of dot-separated labels that ends in a label of two or more letters.
const localPart = /^[^\s@<>"'`\\,;:()[\]]+$/;
const domainPart = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

/** Trimmed and lower-cased, so `Ani@Mail.com ` and `ani@mail.com` are one sign-up. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.indexOf('@');
  if (at < 1 || at !== email.lastIndexOf('@')) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  return local.length <= 64 && localPart.test(local) && domainPart.test(domain);
}

/** `b***@mail.com`: enough to recognise one's own address, not to learn someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
