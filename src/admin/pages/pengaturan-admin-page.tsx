import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { adminCopy, adminToast } from '../../shared/admin-copy';
import { formatRupiah } from '../../shared/price';
import {
  pengaturanInput,
  TEMPLATE_FIELDS,
  type Pengaturan,
  type PengaturanForm,
} from '../../shared/schemas/pengaturan';
import {
  fillTemplate,
  TEMPLATE_NAMES,
  TEMPLATES,
  type TemplateName,
  type TemplateValues,
} from '../../shared/whatsapp-template';
import { useSite } from '../../lib/site';
import { trpc } from '../../lib/trpc';
import { CadanganPanel } from '../components/cadangan-panel';
import { ConfirmDialog, type ConfirmRequest } from '../components/confirm-dialog';
import { DraftRestored } from '../components/draft-restored';
import { TextAreaField, TextField } from '../components/form-fields';
import { LoadError } from '../components/load-error';
import { Badge, Button, LoadingRows, PageHeader, SectionCard, Spinner } from '../components/ui';
import { useFormDraft } from '../lib/form-draft';
import { registerField } from '../lib/register-field';
import { useLoadFailure } from '../lib/use-load-failure';
import { showServerErrors } from '../lib/use-server-errors';
import { useWriteHandlers } from '../lib/use-write-handlers';

// Pengaturan (docs/product.md §10): the shop's details, links, announcement and WhatsApp
// messages, for the main admin only (the server refuses anyone else: site.pengaturan and
// site.savePengaturan are mainAdminProcedures). Saved whole; every page shows it at once.

const copy = adminCopy.pengaturan;
const FIELDS = Object.keys(copy.fields) as (keyof PengaturanForm)[];

/** The product the template previews are filled with. */
const EXAMPLE = {
  produk: 'Gamis Anak Aisyah',
  harga: formatRupiah(149_000),
  warna: 'Sage',
  ukuran: 'M',
  usia: '4–5 tahun',
};

type SettingsForm = UseFormReturn<PengaturanForm, unknown, Pengaturan>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `pengaturan-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <SectionCard id={id} title={title} className="space-y-4 p-5">
      {children}
    </SectionCard>
  );
}

function Text({
  of: form,
  name,
  hint,
  optional,
  ...input
}: {
  of: SettingsForm;
  name: Path<PengaturanForm>;
  hint?: string;
  optional?: boolean;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <TextField
      label={copy.fields[name as keyof typeof copy.fields]}
      hint={hint}
      optional={optional ? copy.optional : undefined}
      {...input}
      {...registerField(form, name)}
    />
  );
}

function TemplateField({ form, name }: { form: SettingsForm; name: TemplateName }) {
  const site = useSite();
  const field = TEMPLATE_FIELDS[name];
  const [template, toko] = form.watch([field, 'name']);
  const url = name === 'produk' ? `${site.publicUrl}/detail/12` : `${site.publicUrl}/`;
  const values: TemplateValues = {
    toko,
    url: name === 'paket' ? `${site.publicUrl}/penawarankhusus` : url,
    produk: name === 'paket' ? 'Paket Lebaran Ceria' : EXAMPLE.produk,
    harga: name === 'paket' ? formatRupiah(180_000) : EXAMPLE.harga,
  };
  const previews =
    name === 'produk'
      ? [
          { label: copy.preview, text: fillTemplate(template, values) },
          {
            label: copy.previewChosen,
            text: fillTemplate(template, {
              ...values,
              warna: EXAMPLE.warna,
              ukuran: EXAMPLE.ukuran,
              usia: EXAMPLE.usia,
            }),
          },
        ]
      : [{ label: copy.preview, text: fillTemplate(template, values) }];
  return (
    <div className="space-y-2">
      <TextAreaField
        label={copy.fields[field]}
        rows={3}
        hint={copy.hints.template(TEMPLATES[name])}
        {...registerField(form, field)}
      />
      {previews.map((preview) => (
        <figure key={preview.label} className="rounded-xl bg-[#e7f6e9] px-3 py-2">
          <figcaption className="text-xs font-bold text-stone-600">{preview.label}</figcaption>
          <p
            className="mt-1 text-sm break-words whitespace-pre-wrap text-stone-900"
            data-testid={`pratinjau-${name}`}
            aria-live="polite"
          >
            {preview.text}
          </p>
        </figure>
      ))}
    </div>
  );
}

function PengaturanFormView({
  saved,
  status,
  timeZone,
}: {
  saved: PengaturanForm;
  status: keyof typeof copy.status;
  timeZone: string;
}) {
  const form: SettingsForm = useForm<PengaturanForm, unknown, Pengaturan>({
    resolver: zodResolver(pengaturanInput),
    defaultValues: saved,
  });
  const draft = useFormDraft('pengaturan', 1, form);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const save = trpc.site.savePengaturan.useMutation(
    useWriteHandlers('pengaturan', 'updated', {
      onSuccess: () => {
        draft.clear();
        form.reset(form.getValues());
      },
      onError: (error) => showServerErrors(error, form.setError, FIELDS),
    }),
  );
  const submit = form.handleSubmit(() =>
    setConfirm({
      question: copy.saveQuestion,
      confirmLabel: copy.saveConfirm,
      onConfirm: () => save.mutateAsync(form.getValues()).catch(() => undefined),
    }),
  );
  const reset = () =>
    setConfirm({
      question: copy.resetQuestion,
      confirmLabel: copy.resetConfirm,
      tone: 'danger',
      onConfirm: () => {
        draft.clear();
        form.reset(saved);
      },
    });
  const { isDirty, errors } = form.formState;
  const invalid = Object.keys(errors).length > 0;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {draft.restored && <DraftRestored />}
      <Section title={copy.sections.toko}>
        <div className="grid gap-4 md:grid-cols-2">
          <Text of={form} name="name" />
          <Text of={form} name="tagline" />
        </div>
      </Section>

      <Section title={copy.sections.kontak}>
        <div className="grid gap-4 md:grid-cols-2">
          <Text of={form} name="email" type="email" autoComplete="off" />
          <Text of={form} name="phone" type="tel" inputMode="tel" hint={copy.hints.phone} />
          <TextAreaField
            label={copy.fields.whatsapp}
            rows={3}
            hint={copy.hints.whatsapp}
            inputMode="tel"
            {...registerField(form, 'whatsapp')}
          />
          <TextAreaField label={copy.fields.address} rows={3} {...registerField(form, 'address')} />
        </div>
        <Text of={form} name="mapEmbedUrl" optional hint={copy.hints.mapEmbedUrl} />
        <Text of={form} name="videoEmbedUrl" optional hint={copy.hints.videoEmbedUrl} />
      </Section>

      <Section title={copy.sections.marketplace}>
        <div className="grid gap-4 md:grid-cols-3">
          {(['shopee', 'tokopedia', 'tiktokShop'] as const).map((name) => (
            <Text key={name} of={form} name={name} type="url" optional hint={copy.hints.link} />
          ))}
        </div>
      </Section>

      <Section title={copy.sections.sosial}>
        <div className="grid gap-4 md:grid-cols-2">
          {(['instagram', 'facebook', 'tiktok', 'youtube'] as const).map((name) => (
            <Text key={name} of={form} name={name} type="url" optional hint={copy.hints.link} />
          ))}
        </div>
      </Section>

      <Section title={copy.sections.pengumuman}>
        <p>
          <Badge tone={status === 'active' ? 'brand' : status === 'scheduled' ? 'sun' : 'neutral'}>
            {copy.status[status]}
          </Badge>
        </p>
        <Text
          of={form}
          name="announcementText"
          optional
          hint={copy.hints.announcementText}
          maxLength={200}
        />
        <Text of={form} name="announcementLink" optional hint={copy.hints.announcementLink} />
        <div className="grid gap-4 md:grid-cols-2">
          <Text
            of={form}
            name="announcementStart"
            type="datetime-local"
            optional
            hint={copy.hints.dates(timeZone)}
          />
          <Text of={form} name="announcementEnd" type="datetime-local" optional />
        </div>
      </Section>

      <Section title={copy.sections.templat}>
        <p className="text-sm text-stone-600">{copy.previewNote}</p>
        <div className="grid gap-6 lg:grid-cols-2">
          {TEMPLATE_NAMES.map((name) => (
            <TemplateField key={name} form={form} name={name} />
          ))}
        </div>
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-stone-200 bg-stone-100/95 px-4 py-3 sm:mx-0 sm:rounded-xl">
        {invalid && (
          <p role="alert" className="mr-auto text-sm font-semibold text-red-700">
            {copy.invalid}
          </p>
        )}
        <Button tone="secondary" disabled={!isDirty || save.isPending} onClick={reset}>
          {copy.reset}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {save.isPending ? copy.saving : copy.save}
        </Button>
      </div>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </form>
  );
}

export function PengaturanAdminPage() {
  const query = trpc.site.pengaturan.useQuery(undefined, { refetchOnWindowFocus: false });
  useLoadFailure(adminToast.loadFailed('pengaturan'), query.error);
  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro} />
      {query.error ? (
        <LoadError query={query} />
      ) : !query.data ? (
        <LoadingRows label={adminCopy.common.loading} />
      ) : (
        <PengaturanFormView
          saved={query.data.form}
          status={query.data.announcementStatus}
          timeZone={query.data.timeZone}
        />
      )}
      <div className="mt-5">
        <CadanganPanel />
      </div>
    </>
  );
}
