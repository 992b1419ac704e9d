import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { adminCopy } from '../../shared/admin-copy';
import { PRODUK_STATUS, type ProdukStatus } from '../../shared/tayang';
import { useSite } from '../../lib/site';
import { SelectField, TextField } from './form-fields';

// "Penayangan": the status and the schedule on the shop's clock, as the product editor and the
// offer dialog ask for them (docs/product.md §11, §12).

const copy = adminCopy.produk;

type Field = 'status' | 'tayang_mulai' | 'tayang_sampai';

/** When the row appears and when it ends, both optional, side by side. */
const SCHEDULE_FIELDS = ['tayang_mulai', 'tayang_sampai'] as const;

export function PenayanganFieldset({
  status,
  register,
  errors,
}: {
  /** The status chosen now, for the line saying what it means. */
  status: ProdukStatus;
  register: Record<Field, UseFormRegisterReturn>;
  errors: Partial<Record<Field, FieldError>>;
}) {
  const { timeZone } = useSite();
  return (
    <fieldset className="space-y-3 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-800">{copy.penayanganLegend}</legend>
      <SelectField
        label={copy.fields.status}
        error={errors.status}
        hint={copy.statusHelp[status]}
        {...register.status}
      >
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
            error={errors[name]}
            {...register[name]}
          />
        ))}
      </div>
      <p className="text-xs text-stone-600">{copy.jadwalHint(copy.zoneLabel(timeZone))}</p>
    </fieldset>
  );
}
