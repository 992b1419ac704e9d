import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { adminCopy } from '../../shared/admin-copy';
import { PRODUK_STATUS, type ProdukStatus } from '../../shared/tayang';
import { useSite } from '../../lib/site';
import { registerField } from '../lib/register-field';
import { SelectField, TextField } from './form-fields';

// "Penayangan": the status and the schedule on the shop's clock, as the product editor and the
// offer dialog ask for them (docs/product.md §11, §12).

const copy = adminCopy.produk;

/** When the row appears and when it ends, both optional, side by side. */
const SCHEDULE_FIELDS = ['tayang_mulai', 'tayang_sampai'] as const;

/** The fields of a form that has a Penayangan. */
interface Penayangan extends FieldValues {
  status: ProdukStatus;
  tayang_mulai: string;
  tayang_sampai: string;
}

export function PenayanganFieldset<T extends Penayangan, C, R extends FieldValues>({
  form,
}: {
  form: UseFormReturn<T, C, R>;
}) {
  const { timeZone } = useSite();
  // The form is any form with these fields; TypeScript cannot see their paths in an open type.
  const field = (name: keyof Penayangan & string) => registerField(form, name as Path<T>);
  // For the line saying what the chosen status means.
  const status = useWatch({ control: form.control, name: 'status' as Path<T> }) as ProdukStatus;
  return (
    <fieldset className="space-y-3 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-800">{copy.penayanganLegend}</legend>
      <SelectField label={copy.fields.status} hint={copy.statusHelp[status]} {...field('status')}>
        {PRODUK_STATUS.map((s) => (
          <option key={s} value={s}>
            {copy.status[s]}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        {SCHEDULE_FIELDS.map((name) => (
          <TextField
            key={name}
            label={copy.fields[name]}
            type="datetime-local"
            optional={adminCopy.common.optional}
            {...field(name)}
          />
        ))}
      </div>
      <p className="text-xs text-stone-600">{copy.jadwalHint(copy.zoneLabel(timeZone))}</p>
    </fieldset>
  );
}
