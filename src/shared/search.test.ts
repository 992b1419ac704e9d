import { describe, expect, it } from 'vitest';
import { cleanSearchText, highlightParts, searchPagePath } from './search';

const marked = (name: string, query: string) =>
  highlightParts(name, query)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('highlightParts', () => {
  it('marks each word of the query where the name holds it, ignoring case', () => {
    expect(marked('Gamis Anak Aisyah Polos', 'gamis polos')).toBe('[Gamis] Anak Aisyah [Polos]');
    expect(marked('Koko Anak Lengan Panjang', 'KOKO')).toBe('[Koko] Anak Lengan Panjang');
  });

  it('marks prefixes and every place a word occurs, and merges touching marks', () => {
    expect(marked('Setelan Set Anak', 'set')).toBe('[Set]elan [Set] Anak');
    expect(marked('Abaya', 'ab ay')).toBe('[Abay]a');
  });

  it('ignores accents and keeps the name as written', () => {
    expect(marked('Gamis Café Crème', 'cafe creme')).toBe('Gamis [Café] [Crème]');
    expect(marked('Kaftan Émilie', 'émilie')).toBe('Kaftan [Émilie]');
  });

  it('marks nothing for a typo or a blank query', () => {
    expect(marked('Gamis Anak', 'gmis')).toBe('Gamis Anak');
    expect(marked('Gamis Anak', '   ')).toBe('Gamis Anak');
  });

  it('keeps a decomposed accent with its letter', () => {
    expect(marked('Cafe\u0301 Kids', 'cafe')).toBe('[Café] Kids');
    expect(marked('Café Kids', 'cafe\u0301')).toBe('[Café] Kids');
  });

  it('marks an ASCII name (its shortcut) as it marks the same letters in any name', () => {
    const names = [
      'Gamis Anak Aisyah Polos',
      'Setelan Set Anak',
      'Abaya',
      'KOKO koko Koko',
      'A-1 (2)',
    ];
    const queries = [
      'gamis polos',
      'set',
      'ab ay',
      'ko',
      'koko KOKO',
      'a-1 (2)',
      'café gamis',
      ' ',
    ];
    for (const name of names) {
      for (const query of queries) {
        // The é sends the name the long way, character by character.
        expect(marked(`${name}é`, query)).toBe(`${marked(name, query)}é`);
      }
    }
  });

  it('counts characters, not UTF-16 units, before a match', () => {
    expect(marked('🌸 Gamis', 'gamis')).toBe('🌸 [Gamis]');
  });
});

describe('cleanSearchText', () => {
  it('drops control characters, trims, and never cuts a character in two', () => {
    expect(cleanSearchText(' gamis\u0000 anak\u007f ', 100)).toBe('gamis anak');
    expect(cleanSearchText('ab🌸', 3)).toBe('ab');
    expect(cleanSearchText('ab🌸', 4)).toBe('ab🌸');
  });
});

describe('searchPagePath', () => {
  it('encodes the query and leaves page 1 out', () => {
    expect(searchPagePath('gamis & koko')).toBe('/cari?q=gamis+%26+koko');
    expect(searchPagePath('gamis', 3)).toBe('/cari?q=gamis&page=3');
  });
});
