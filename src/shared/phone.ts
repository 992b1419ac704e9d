// Indonesian phone numbers as people write them (`0812-3456-7890`, `+62 812 3456 7890`,
// `62812…`, `(022) 1234-567`), kept in one form: the digits with the country code (what wa.me
// and tel: links want), and shown the local way.

/** The digits with 62 in front, or undefined when the text is not an Indonesian number. */
export function parsePhoneId(text: string): string | undefined {
  const compact = text.trim().replace(/[\s.\-()]/g, '');
  let digits: string;
  if (/^\+62\d+$/.test(compact)) digits = compact.slice(1);
  else if (/^62\d+$/.test(compact)) digits = compact;
  else if (/^0\d+$/.test(compact)) digits = `62${compact.slice(1)}`;
  else return undefined;
  // After 62 comes the area or mobile prefix without its 0: 8 to 12 digits in all.
  return /^62[1-9]\d{7,11}$/.test(digits) ? digits : undefined;
}

/** `6281234567890` → `0812-3456-7890`: the local way, in groups of four. */
export function formatPhoneId(digits: string): string {
  const local = digits.startsWith('62') ? `0${digits.slice(2)}` : digits;
  return local.match(/.{1,4}/g)?.join('-') ?? local;
}
