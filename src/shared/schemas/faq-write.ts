import { z } from 'zod';
import { idSchema } from './common.js';
import { requiredText } from './fields.js';

const faqFields = {
  pertanyaan: requiredText('Pertanyaan', 500),
  jawaban: requiredText('Jawaban', 5_000),
};

export const faqCreateInput = z.object(faqFields);
export const faqUpdateInput = z.object({ id: idSchema, ...faqFields });
