// The one reader of rupiah as people type them (docs/architecture.md §7 Money input), used by the
// admin's money fields, the write schemas (tRPC and the legacy REST bodies) and the shop's price
// filter. Rupiah are whole numbers; the dot groups thousands, the comma starts cents.
//
// Read as:  "150.000", "150000", "Rp 150.000", "Rp150.000", "Rp. 150.000", "150.000,00",
//           "150.000,-", " 150 000 " (a space groups like a dot)  → 150000
// Refused:  "150,5" / "150.000,50" (cents)          → 'fraction'
//           "150.5", "1.50.000", "150,000"          → 'grouping' (a dot is never a decimal point:
//                                                      "150.5" is no Indonesian number, and a comma
//                                                      before three digits reads as an English
//                                                      thousands group, so both are asked again)
//           "-150.000"                              → 'negative'
//           "abc", "1,5 juta"                       → 'notNumber';   "" or "Rp" → 'empty'

export type RupiahProblem = 'empty' | 'negative' | 'fraction' | 'grouping' | 'notNumber';

export type RupiahReading = { ok: true; value: number } | { ok: false; problem: RupiahProblem };

const GROUPED = /^\d{1,3}(?:[.\s]\d{3})+$/;
const PLAIN = /^\d+$/;

export function parseRupiah(text: string): RupiahReading {
  let rest = text.trim();
  const negative = /^[-−]/.test(rest);
  if (negative) rest = rest.slice(1).trim();
  rest = rest.replace(/^rp\.?/i, '').trim();
  if (rest === '') return negative ? fail('notNumber') : fail('empty');
  if (/^[-−]/.test(rest)) return fail('negative');

  const [whole = '', cents, ...more] = rest.split(',');
  if (more.length > 0) return fail('grouping');
  const amount = wholePart(whole.trim());
  if (!amount.ok) return amount;
  if (cents !== undefined) {
    const problem = centsProblem(cents.trim());
    if (problem) return fail(problem);
  }
  return negative && amount.value !== 0 ? fail('negative') : amount;
}

function centsProblem(cents: string): RupiahProblem | undefined {
  if (cents === '-' || /^0{1,2}$/.test(cents)) return undefined;
  if (/^\d{3}$/.test(cents)) return 'grouping';
  if (/^\d+$/.test(cents)) return 'fraction';
  return 'notNumber';
}

function wholePart(whole: string): RupiahReading {
  if (PLAIN.test(whole) || GROUPED.test(whole)) {
    return { ok: true, value: Number(whole.replace(/\D/g, '')) };
  }
  return fail(/^[\d.\s]+$/.test(whole) ? 'grouping' : 'notNumber');
}

function fail(problem: RupiahProblem): RupiahReading {
  return { ok: false, problem };
}
