import { Eye } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { adminCopy } from '../../../shared/admin-copy';
import { formatRupiah } from '../../../shared/price';
import {
  produkEditorSaveInput,
  type ProdukEditorData,
} from '../../../shared/schemas/produk-editor';
import { useSite } from '../../../lib/site';
import { trpc } from '../../../lib/trpc';
import { issuesOf } from '../../lib/errors';
import {
  formPathOf,
  removalsOf,
  toSaveInput,
  type EditorValues,
} from '../../lib/produk-editor-form';
import { useEditorDraft } from '../../lib/use-editor-draft';
import { useWriteHandlers } from '../../lib/use-write-handlers';
import { ConfirmDialog, type ConfirmRequest } from '../confirm-dialog';
import { DraftRestored } from '../draft-restored';
import { PratinjauDialog } from '../pratinjau-dialog';
import { Button, SectionCard, Spinner } from '../ui';
import { EditorDetailsSection } from './editor-details-section';
import { EditorFotoSection } from './editor-foto-section';
import { EditorKetersediaanSection } from './editor-ketersediaan-section';
import { EditorUkuranSection } from './editor-ukuran-section';
import { EditorWarnaSection } from './editor-warna-section';

// One screen for a whole product (docs/product.md §5 Editor produk): its details, photos,
// colours, sizes and availability, checked with the server's own schema and saved together in
// one transaction. What is typed is kept in the tab (a reload or an ended session loses
// nothing); an edit asks "Simpan perubahan data produk?" first, naming what it removes.

const copy = adminCopy.produkEditor;
/** Below this a price is asked about once more: it is more likely a slip than a real price. */
const LOW_PRICE = 1_000;

export function ProdukEditor({
  initial,
  stored,
  notice,
  canRemoveStored,
  onSaved,
}: {
  initial: EditorValues;
  /** The product as stored, when editing one. */
  stored: ProdukEditorData | undefined;
  /** Said at the top (a duplicated product). */
  notice?: ReactNode;
  canRemoveStored: boolean;
  onSaved: (id: number, created: boolean) => void;
}) {
  const id = stored?.produk.id;
  const { timeZone } = useSite();
  const form = useForm<EditorValues>({ defaultValues: initial });
  const draft = useEditorDraft(id ?? 'new', form);
  const [uploading, setUploading] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const dirty = form.formState.isDirty;
  const status = useWatch({ control: form.control, name: 'status' });

  useEffect(() => {
    if (!dirty) return;
    // Closing the tab with unsaved changes asks first (the draft is kept in the tab anyway).
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const kind = id === undefined ? 'created' : 'updated';
  const handlers = useWriteHandlers('produk', kind, {
    onError: (error) => showIssues(issuesOf(error)),
  });
  const utils = trpc.useUtils();
  const save = trpc.produkEditor.save.useMutation(handlers);
  const saveWithRemovals = trpc.produkEditor.saveWithRemovals.useMutation(handlers);
  const submitting = save.isPending || saveWithRemovals.isPending;

  const showIssues = (issues: readonly { path: string; message: string }[]) => {
    const values = form.getValues();
    let first: string | undefined;
    for (const issue of issues) {
      const parts = issue.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
      const field = formPathOf(parts, values);
      if (!field) continue;
      first ??= field;
      form.setError(field as Path<EditorValues>, { type: 'server', message: issue.message });
    }
    // The first field said wrong takes the focus (and scrolls into view on a phone).
    if (first) form.setFocus(first as Path<EditorValues>);
  };

  /** `showNow`: "Simpan & tayangkan", which shows the new product at once. */
  const submit = (showNow: boolean) =>
    form.handleSubmit((values) => {
      const input = toSaveInput(showNow ? { ...values, status: 'tayang' } : values, id, timeZone);
      const checked = produkEditorSaveInput.safeParse(input);
      if (!checked.success) {
        showIssues(
          checked.error.issues.map((issue) => ({
            path: issue.path.map(String).join('.'),
            message: issue.message,
          })),
        );
        return;
      }
      const removals = removalsOf(values, stored);
      const removing = removals.foto + removals.warna + removals.ukuran > 0;
      const run = async () => {
        const mutation = removing ? saveWithRemovals : save;
        try {
          // What the schema read (numbers for the typed price), as the server will read it again.
          const saved = await mutation.mutateAsync(checked.data);
          draft.clear();
          await utils.produkEditor.byId.invalidate();
          onSaved(saved.id, id === undefined);
        } catch {
          // Toasted, and marked at the fields, by the handlers.
        }
      };
      const request = saveConfirmation(checked.data.produk.harga, stored, removals, run);
      if (request) setConfirm(request);
      else void run();
    });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(false)(event)}
      className="space-y-5 pb-4"
      aria-busy={submitting || undefined}
    >
      {draft.restored && <DraftRestored />}
      {notice}
      <EditorSection title={copy.sections.details}>
        <EditorDetailsSection form={form} storedKategori={stored?.produk.kategori} />
      </EditorSection>
      <EditorSection title={copy.sections.foto}>
        <EditorFotoSection
          form={form}
          canRemoveStored={canRemoveStored}
          onUploadingChange={setUploading}
        />
      </EditorSection>
      <EditorSection title={copy.sections.warna}>
        <EditorWarnaSection form={form} canRemoveStored={canRemoveStored} />
      </EditorSection>
      <EditorSection title={copy.sections.ukuran}>
        <EditorUkuranSection form={form} canRemoveStored={canRemoveStored} excludeProduk={id} />
      </EditorSection>
      <EditorSection title={copy.sections.ketersediaan}>
        <EditorKetersediaanSection form={form} idProduk={id} />
      </EditorSection>
      <EditorFooter
        stored={stored}
        draf={status === 'draf'}
        busy={submitting || uploading}
        label={uploading ? copy.waitUploads : submitting ? copy.saving : copy.save}
        onPreview={() => setPreviewing(true)}
        onSaveAndShow={() => void submit(true)()}
      />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      {previewing && stored && (
        <PratinjauDialog
          produk={stored.produk}
          // The preview is of the saved product: said when the form holds more.
          note={dirty ? copy.pratinjauUnsaved : undefined}
          onClose={() => setPreviewing(false)}
        />
      )}
    </form>
  );
}

/**
 * Whether saving asks first: an edit always does (naming the new price and what it removes), a
 * price below LOW_PRICE asks once more; none for a new product at a usual price.
 */
function saveConfirmation(
  harga: number,
  stored: ProdukEditorData | undefined,
  removals: { foto: number; warna: number; ukuran: number },
  run: () => Promise<void>,
): ConfirmRequest | undefined {
  const removing = removals.foto + removals.warna + removals.ukuran > 0;
  const lowPrice: ConfirmRequest | undefined =
    harga < LOW_PRICE
      ? {
          title: adminCopy.produk.lowPriceTitle,
          question: adminCopy.produk.lowPrice(formatRupiah(harga)),
          confirmLabel: adminCopy.common.yesSave,
          onConfirm: run,
        }
      : undefined;
  if (!stored) return lowPrice;
  const before = stored.produk.harga;
  return {
    question:
      harga !== before
        ? adminCopy.produk.confirmSaveWithPrice(formatRupiah(before), formatRupiah(harga))
        : adminCopy.produk.confirmSave,
    ...(removing && {
      detail: copy.confirmRemovals(copy.removals(removals.foto, removals.warna, removals.ukuran)),
    }),
    confirmLabel: adminCopy.common.yesSave,
    tone: removing ? 'danger' : 'primary',
    ...(lowPrice ? { onConfirm: () => undefined, next: lowPrice } : { onConfirm: run }),
  };
}

/** The sticky bar: preview (a stored product), "Simpan & tayangkan" (a new Draf), save. */
function EditorFooter({
  stored,
  draf,
  busy,
  label,
  onPreview,
  onSaveAndShow,
}: {
  stored: ProdukEditorData | undefined;
  draf: boolean;
  busy: boolean;
  label: string;
  onPreview: () => void;
  onSaveAndShow: () => void;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
      {stored && (
        <Button
          tone="secondary"
          aria-label={adminCopy.produk.pratinjauLabel(stored.produk.nama_produk)}
          onClick={onPreview}
        >
          <Eye className="size-4" aria-hidden="true" />
          {adminCopy.produk.pratinjau}
        </Button>
      )}
      {!stored && draf && (
        <Button
          tone="secondary"
          disabled={busy}
          // The one step from a new product to the shop. Not a submit button, so Enter in a
          // field never publishes.
          onClick={onSaveAndShow}
        >
          {copy.saveAndShow}
        </Button>
      )}
      <Button type="submit" disabled={busy}>
        {busy && <Spinner />}
        {label}
      </Button>
    </div>
  );
}

function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title} className="space-y-4 p-4 sm:p-5">
      {children}
    </SectionCard>
  );
}
