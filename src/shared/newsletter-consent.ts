// The consent a newsletter sign-up gives (UU PDP; docs/product.md §10). Each sign-up stores the
// version it agreed to: change the text, change the version.

export const NEWSLETTER_CONSENT = {
  version: '2026-11-23',
  text: (shop: string) =>
    `Saya setuju ${shop} menyimpan alamat email saya untuk mengirimkan info promo dan voucher. Saya bisa berhenti berlangganan kapan saja lewat tautan di setiap email.`,
} as const;

/** The page that ends a subscription: `/berhenti-langganan?token=…`. */
export const UNSUBSCRIBE_PATH = '/berhenti-langganan';

export function unsubscribePath(token: string): string {
  return `${UNSUBSCRIBE_PATH}?token=${token}`;
}
