// The consent a newsletter sign-up gives (UU PDP; docs/product.md §10). Each sign-up stores the
// version it agreed to: change the text, change the version.

export const NEWSLETTER_CONSENT = {
  version: '2026-11-23',
  text: (shop: string) =>
    `Saya setuju ${shop} menyimpan alamat email saya untuk mengirimkan info promo dan voucher. Saya bisa berhenti berlangganan kapan saja lewat tautan di setiap email.`,
} as const;

/**
 * The discount every subscriber is promised (the sign-up dialog, the FAQ) and the
 * confirmation delivers (its page and the welcome e-mail, src-server/modules/surel): one
 * number for all.
 */
export const WELCOME_VOUCHER_PERCENT = 10;

/** The page that ends a subscription: `/berhenti-langganan?token=…`. */
export const UNSUBSCRIBE_PATH = '/berhenti-langganan';

export function unsubscribePath(token: string): string {
  return `${UNSUBSCRIBE_PATH}?token=${token}`;
}

/**
 * The link in the welcome e-mail that confirms an address (double opt-in):
 * `/konfirmasi-langganan?token=…` confirms and sends the visitor on to CONFIRMED_PATH.
 */
export const CONFIRM_PATH = '/konfirmasi-langganan';
/**
 * The page that says how the confirmation went and shows the welcome voucher
 * (`?token=…`, the confirmation token, or `?gagal=1` when the link did not work).
 */
export const CONFIRMED_PATH = '/langganan-dikonfirmasi';

export function confirmedPath(token: string): string {
  return `${CONFIRMED_PATH}?token=${token}`;
}

export function confirmPath(token: string): string {
  return `${CONFIRM_PATH}?token=${token}`;
}
