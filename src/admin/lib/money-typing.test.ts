import { describe, expect, it } from 'vitest';
import { typeMoney } from './money-typing';

// "|" marks the caret: `edit('1.500|', '1.5000|')` is the field going from the first text to the
// second by the owner's keystroke, and the result is what the field then shows.
function edit(previous: string, next: string): string {
  const caret = next.indexOf('|');
  const result = typeMoney(previous.replace('|', ''), next.replace('|', ''), caret);
  return `${result.text.slice(0, result.caret)}|${result.text.slice(result.caret)}`;
}

describe('typeMoney groups rupiah while the owner types', () => {
  it('groups thousands digit by digit as 150000 is typed', () => {
    const shown: string[] = [];
    let text = '';
    for (const digit of '150000') {
      text = typeMoney(text, text + digit, text.length + 1).text;
      shown.push(text);
    }
    expect(shown).toEqual(['1', '15', '150', '1.500', '15.000', '150.000']);
  });

  it('keeps the caret after the digit just typed in the middle', () => {
    expect(edit('15.000', '150|.000')).toBe('150|.000');
    expect(edit('1.000', '15|.000')).toBe('15|.000');
    expect(edit('150.000', '1500|.000')).toBe('1.500|.000');
    expect(edit('150.000', '12|50.000')).toBe('1.2|50.000');
  });

  it('regroups when digits are deleted, the caret staying beside the same digits', () => {
    expect(edit('150.000|', '150.00|')).toBe('15.000|');
    expect(edit('1.500.000', '1.|00.000')).toBe('1|00.000');
    expect(edit('150.000', '15|.000')).toBe('15|.000');
    expect(edit('1.000', '|000')).toBe('|0');
    // backspace over a dot: the dot stays where it belongs, the caret moves before it
    expect(edit('150.000', '150|000')).toBe('150|.000');
  });

  it('keeps a dot the owner types until the amount reads as whole rupiah', () => {
    expect(edit('150', '150.|')).toBe('150.|');
    expect(edit('150.', '150.0|')).toBe('150.0|');
    expect(edit('150.00', '150.000|')).toBe('150.000|');
  });

  it('leaves what cannot be a whole amount as typed, for the form to refuse', () => {
    expect(edit('150.', '150.5|')).toBe('150.5|');
    expect(edit('150', '150,|')).toBe('150,|');
    expect(edit('150,', '150,5|')).toBe('150,5|');
    expect(edit('150.000,', '150.000,0|')).toBe('150.000,0|');
    expect(edit('', 'abc|')).toBe('abc|');
  });

  it('shows a pasted amount grouped, and a pasted "150.5" as pasted', () => {
    expect(edit('', 'Rp 150.000|')).toBe('150.000|');
    expect(edit('', '150000|')).toBe('150.000|');
    expect(edit('', ' 150 000|')).toBe('150.000|');
    expect(edit('', '150.5|')).toBe('150.5|');
  });

  it('drops leading zeros', () => {
    expect(edit('0', '05|')).toBe('5|');
    expect(edit('', '0|')).toBe('0|');
    expect(edit('1.000', '|.000')).toBe('|0');
  });

  it('groups amounts beyond what a number holds exactly', () => {
    expect(edit('', '12345678901234567890|')).toBe('12.345.678.901.234.567.890|');
  });
});
