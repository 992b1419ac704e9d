import type { Migration } from 'kysely';
import * as m0001 from './0001_search_functions.js';
import * as m0002 from './0002_catalogue.js';
import * as m0003 from './0003_testimoni_faq.js';
import * as m0004 from './0004_promo.js';
import * as m0005 from './0005_accounts.js';
import * as m0006 from './0006_search_words.js';
import * as m0007 from './0007_search_dictionary_index.js';
import * as m0008 from './0008_search_best_sellers.js';
import * as m0009 from './0009_search_name.js';
import * as m0010 from './0010_search_word_counts.js';

// Listed here rather than read from the folder, so the same list works from TypeScript
// (dev, tests) and from the compiled build. Append new migrations; never edit a landed one.
export const migrations: Record<string, Migration> = {
  '0001_search_functions': m0001,
  '0002_catalogue': m0002,
  '0003_testimoni_faq': m0003,
  '0004_promo': m0004,
  '0005_accounts': m0005,
  '0006_search_words': m0006,
  '0007_search_dictionary_index': m0007,
  '0008_search_best_sellers': m0008,
  '0009_search_name': m0009,
  '0010_search_word_counts': m0010,
};
