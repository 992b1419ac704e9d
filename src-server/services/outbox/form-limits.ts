// The rate limits of the public forms that start or stop mail, per client (docs/architecture.md
// §5): the newsletter's sign-up and unsubscribe link, the back-in-stock alerts' request and stop
// link. One rule for both features: an address is asked for, or erased, alike.

/** A sign-up or an alert's request: it writes a confirmation mail. */
export const MAIL_SIGN_UP_LIMIT = { limit: 10, windowMs: 60_000 };
/** A stop link's POST (its page's button, or a mail app's one-click). */
export const MAIL_STOP_LIMIT = { limit: 30, windowMs: 60_000 };
