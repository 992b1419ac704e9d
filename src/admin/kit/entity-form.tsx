import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { AdminEntity } from '../../shared/admin-copy';
import { DraftRestored } from '../components/draft-restored';
import { FormDialog, type FormDialogProps } from '../components/form-dialog';
import { ProdukPicker, type ProdukChoice } from '../components/produk-picker';
import { useFormDraft } from '../lib/form-draft';
import { showServerErrors } from '../lib/use-server-errors';
import { useWriteHandlers } from '../lib/use-write-handlers';

// The add/edit dialog kit of the admin lists: what every such dialog does around its own
// fields. The typed form is kept as a draft in the tab (filled back in when it opens again,
// forgotten on a save or a close on purpose); a settled write shows the spec's toast and reads
// the lists again (docs/product.md §8); the server's field errors are said at their fields.

/** The props of an entity's add/edit dialog: the row it edits, or 'new' to add one. */
export interface EntityDialogProps<Row> {
  editing: Row | 'new';
  onClose: () => void;
}

/**
 * The write handlers, draft and close of an entity's add/edit form. `onError` adds to the
 * field errors (a 409 said at its field).
 */
export function useEntityForm<T extends FieldValues, R extends FieldValues>(
  entity: AdminEntity,
  editing: { id: number } | 'new',
  form: UseFormReturn<T, unknown, R>,
  options: {
    /** The dialog's titles. */
    copy: { createTitle: string; editTitle: string };
    fields: readonly Path<T>[];
    onClose: () => void;
    onError?: (error: unknown) => void;
  },
) {
  const isNew = editing === 'new';
  const draft = useFormDraft(entity, isNew ? 'new' : editing.id, form);
  const close = () => {
    draft.clear();
    options.onClose();
  };
  const handlers = useWriteHandlers(entity, isNew ? 'created' : 'updated', {
    onSuccess: close,
    onError: (error) => {
      showServerErrors(error, form.setError, options.fields);
      options.onError?.(error);
    },
  });
  return {
    handlers,
    /** EntityFormDialog's props besides the writes and the submit. */
    dialog: { copy: options.copy, isNew, form, onClose: close, restored: draft.restored },
  };
}

/**
 * The dialog around an entity's fields: "Tambah …" or "Edit …", asks before a changed form is
 * thrown away, says when a kept draft was filled back in.
 */
export function EntityFormDialog<T extends FieldValues, R extends FieldValues>({
  copy,
  isNew,
  form,
  writes,
  submit,
  restored = false,
  children,
  ...dialog
}: {
  copy: { createTitle: string; editTitle: string };
  isNew: boolean;
  form: UseFormReturn<T, unknown, R>;
  /** The create and update mutations: the dialog waits while one runs. */
  writes: { isPending: boolean }[];
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  restored?: boolean | undefined;
  children: ReactNode;
} & Pick<FormDialogProps, 'onClose' | 'footer' | 'wide' | 'submitLabel'>) {
  return (
    <FormDialog
      open
      title={isNew ? copy.createTitle : copy.editTitle}
      dirty={form.formState.isDirty}
      submitting={writes.some((write) => write.isPending)}
      onSubmit={(event) => void submit(event)}
      {...dialog}
    >
      {restored && <DraftRestored />}
      {children}
    </FormDialog>
  );
}

/** A form of a row that belongs to a product (a colour, a size). */
interface ProdukRowForm extends FieldValues {
  idProduk: number | undefined;
}

/**
 * The product a row belongs to (`idProduk`), chosen with the picker; a row never moves to
 * another product, so editing locks it.
 */
export function ProdukChoiceField<T extends ProdukRowForm, R extends FieldValues>({
  form,
  label,
  editing,
  newDefault,
}: {
  form: UseFormReturn<T, unknown, R>;
  label: string;
  /** The row edited, whose product is kept, or 'new'. */
  editing: { id_produk: number; nama_produk: string } | 'new';
  /** A new row's product until another is chosen. */
  newDefault?: ProdukChoice | undefined;
}) {
  const locked = editing !== 'new';
  const [produk, setProduk] = useState<ProdukChoice | undefined>(
    locked ? { id: editing.id_produk, nama_produk: editing.nama_produk } : newDefault,
  );
  return (
    <Controller
      control={form.control}
      // The form is any row form; TypeScript cannot see the path in an open type.
      name={'idProduk' as Path<T>}
      render={({ field, fieldState }) => (
        <ProdukPicker
          label={label}
          value={produk}
          locked={locked}
          error={fieldState.error?.message}
          onChange={(choice) => {
            setProduk(choice);
            field.onChange(choice?.id);
          }}
        />
      )}
    />
  );
}
