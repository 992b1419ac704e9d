import { parseRupiah } from '../../shared/money';

// What a money field shows while the owner types: digits grouped the Indonesian way ("150.000"
// as 150000 is typed), the caret kept beside the same digit. Text the owner punctuates
// themselves is left as typed until it reads as a whole amount, so "150.5" or "150,5" stay on
// screen for the form to refuse, instead of turning silently into "1.505".

export interface TypedMoney {
  text: string;
  caret: number;
}

const SEPARATORS = /[.\s]/;

/** "0150000" → "150.000". */
export function groupDigits(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

const isGrouped = (text: string) => text === groupDigits(text.replace(/\D/g, ''));

/** The part of `next` that was not in `previous` (typed or pasted). */
function inserted(previous: string, next: string): string {
  let start = 0;
  while (start < previous.length && start < next.length && previous[start] === next[start]) start++;
  let end = 0;
  while (
    end < previous.length - start &&
    end < next.length - start &&
    previous[previous.length - 1 - end] === next[next.length - 1 - end]
  ) {
    end++;
  }
  return next.slice(start, next.length - end);
}

function shouldRegroup(previous: string, next: string): boolean {
  const reading = parseRupiah(next);
  if (reading.ok && !next.includes(',')) return true;
  // Typing or deleting digits in an amount already shown grouped: the dots are ours to move.
  return (
    /^[\d.\s]*$/.test(next) && isGrouped(previous) && !SEPARATORS.test(inserted(previous, next))
  );
}

/** The field's new text and caret after an edit that left `next` with the caret at `caret`. */
export function typeMoney(previous: string, next: string, caret: number): TypedMoney {
  if (!shouldRegroup(previous, next)) return { text: next, caret };
  const allDigits = next.replace(/\D/g, '');
  const text = groupDigits(allDigits);
  // The caret stays after the same digit; leading zeros that were dropped no longer count.
  const dropped = allDigits.length - text.replace(/\D/g, '').length;
  const typedDigits = next.slice(0, caret).replace(/\D/g, '').length;
  let wanted = typedDigits - Math.min(dropped, typedDigits);
  let position = 0;
  while (wanted > 0 && position < text.length) {
    if (/\d/.test(text[position] ?? '')) wanted--;
    position++;
  }
  return { text, caret: position };
}
