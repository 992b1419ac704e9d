import { keepPreviousData } from '@tanstack/react-query';
import { ArrowLeft, FlaskConical, Send, Trash2 } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { adminCopy } from '../../shared/admin-copy';
import { KAMPANYE_PATH, kampanyePath } from '../../shared/admin-paths';
import {
  KAMPANYE_ISI_MAX,
  KAMPANYE_SUBJEK_MAX,
  kampanyeFields,
  kampanyeTahap,
  type KampanyeDetail,
  type KampanyeSendInfo,
} from '../../shared/schemas/kampanye';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ConfirmDialog, type ConfirmRequest } from '../components/confirm-dialog';
import { DialogSheet, SubmitButton } from '../components/form-dialog';
import { TextAreaField, TextField } from '../components/form-fields';
import {
  KampanyeProdukField,
  KampanyeProgressPanel,
  KampanyeStatsPanel,
  KampanyeTahapBadge,
  MailPreview,
  type IncludedProduk,
} from '../components/kampanye-parts';
import { Button, buttonClass, LoadingRows, PageHeader, Spinner } from '../components/ui';
import { toastFailure, toastSuccess } from '../lib/toast';
import { useLoadFailure } from '../lib/use-load-failure';
import { useShopDateFormat } from '../lib/use-shop-date-format';

// One campaign (issue 21 item 3, docs/decisions/0029): a Draf is written here (subject, text,
// products) beside a preview of the mail, tried with a test mail to the admin, then sent to the
// confirmed subscribers after a confirmation that names how many; a sent campaign shows its
// progress (read again while it is being sent) and its results.

const copy = adminCopy.kampanye;
const PREVIEW_DELAY_MS = 400;
/** While mail is being handed over, the counts are read again this often. */
const PROGRESS_REFRESH_MS = 2_000;

export function KampanyeEditorPage() {
  const { id: param } = useParams();
  const id = param === 'baru' ? undefined : Number(param);
  const info = trpc.kampanye.sendInfo.useQuery();
  const detail = trpc.kampanye.byId.useQuery(
    { id: id ?? 0 },
    {
      enabled: id !== undefined,
      retry: false,
      refetchInterval: (query) => {
        const data = query.state.data;
        return data && kampanyeTahap(data, info.data?.smtpConfigured ?? false) === 'mengirim'
          ? PROGRESS_REFRESH_MS
          : false;
      },
    },
  );
  useLoadFailure(copy.loadFailed, detail.error ?? info.error);
  const back = (
    <Link to={KAMPANYE_PATH} className={`${buttonClass('secondary', 'sm')} mb-4`}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {copy.back}
    </Link>
  );
  if (id !== undefined && detail.isPending) return <LoadingRows label={adminCopy.common.loading} />;
  if (id !== undefined && !detail.data) {
    return (
      <>
        {back}
        <p role="alert">{copy.notFound}</p>
      </>
    );
  }
  const kampanye = detail.data;
  return (
    <>
      {back}
      {kampanye?.status === 'dikirim' ? (
        <SentKampanye kampanye={kampanye} info={info.data} />
      ) : (
        // A new editor for each campaign: its fields start from what is stored.
        <DraftEditor key={kampanye?.id ?? 'baru'} kampanye={kampanye} info={info.data} />
      )}
    </>
  );
}

function SentKampanye({
  kampanye,
  info,
}: {
  kampanye: KampanyeDetail;
  info: KampanyeSendInfo | undefined;
}) {
  const dateFormat = useShopDateFormat();
  const smtp = info?.smtpConfigured ?? false;
  const preview = trpc.kampanye.preview.useQuery({
    id: kampanye.id,
    subjek: kampanye.subjek,
    isi: kampanye.isi,
    produk: kampanye.produk.map((p) => p.id),
  });
  return (
    <>
      <PageHeader title={kampanye.subjek} intro={copy.sentTitle} />
      {kampanye.dikirimAt && (
        <p className="-mt-3 mb-4 text-sm text-stone-600">
          {copy.fields.dikirim}:{' '}
          <time dateTime={kampanye.dikirimAt}>
            {dateFormat.format(new Date(kampanye.dikirimAt))}
          </time>{' '}
          · {copy.counts.recipients(kampanye.penerima)}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <KampanyeProgressPanel
            kampanye={kampanye}
            tahap={kampanyeTahap(kampanye, smtp)}
            smtpConfigured={smtp}
            perMinute={info?.perMinute ?? 0}
          />
          <KampanyeStatsPanel kampanye={kampanye} />
        </div>
        <MailPreview mail={preview.data} loading={preview.isFetching} failed={preview.isError} />
      </div>
    </>
  );
}

type FieldErrors = Partial<Record<'subjek' | 'isi', string>>;

interface DraftFields {
  subjek: string;
  isi: string;
  produk: IncludedProduk[];
}

/** The mail as the draft would send it, read again once the typing settles. */
function useDraftPreview(
  { subjek, isi, produk }: DraftFields,
  kampanye: KampanyeDetail | undefined,
) {
  // Debounced as text: a new object on every render would never settle.
  const draft = JSON.parse(
    useDebouncedValue(
      JSON.stringify({ subjek, isi, produk: produk.map((p) => p.id) }),
      PREVIEW_DELAY_MS,
    ),
  ) as { subjek: string; isi: string; produk: number[] };
  const written = draft.subjek.trim() !== '' || draft.isi.trim() !== '';
  const preview = trpc.kampanye.preview.useQuery(
    { ...draft, ...(kampanye && { id: kampanye.id }) },
    { enabled: written, placeholderData: keepPreviousData },
  );
  return { preview, written };
}

/** Save (checked here first, as the server will), send after a confirmation, delete. */
function useDraftActions(
  kampanye: KampanyeDetail | undefined,
  fields: DraftFields,
  terkonfirmasi: number,
) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const afterWrite = async () => {
    await utils.kampanye.invalidate();
  };
  const create = trpc.kampanye.create.useMutation();
  const update = trpc.kampanye.update.useMutation();
  const remove = trpc.kampanye.delete.useMutation();
  const send = trpc.kampanye.send.useMutation();

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = kampanyeFields.safeParse({
      subjek: fields.subjek,
      isi: fields.isi,
      produk: fields.produk.map((p) => p.id),
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'subjek' || field === 'isi') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      if (kampanye) {
        await update.mutateAsync({ id: kampanye.id, ...parsed.data });
      } else {
        const made = await create.mutateAsync(parsed.data);
        void navigate(kampanyePath(made.id), { replace: true });
      }
      toastSuccess(copy.saved);
      await afterWrite();
    } catch (error) {
      toastFailure(copy.saveFailed, error);
    }
  };

  const askSend = () => {
    if (!kampanye) return;
    setConfirm({
      title: copy.send.title,
      question: copy.send.question(terkonfirmasi),
      detail: kampanye.subjek,
      confirmLabel: copy.send.confirm(terkonfirmasi),
      onConfirm: async () => {
        try {
          const result = await send.mutateAsync({ id: kampanye.id });
          toastSuccess(copy.send.sent(result.penerima));
        } catch (error) {
          toastFailure(copy.send.failed, error);
        }
        await afterWrite();
      },
    });
  };
  const askDelete = () => {
    if (!kampanye) return;
    setConfirm({
      title: adminCopy.common.deleteTitle,
      question: copy.deleteQuestion,
      detail: kampanye.subjek,
      confirmLabel: adminCopy.common.yesDelete,
      tone: 'danger',
      onConfirm: async () => {
        try {
          await remove.mutateAsync({ id: kampanye.id });
          toastSuccess(copy.deleted);
          await afterWrite();
          void navigate(KAMPANYE_PATH);
        } catch (error) {
          toastFailure(copy.deleteFailed, error);
        }
      },
    });
  };

  return {
    errors,
    confirm,
    closeConfirm: () => setConfirm(null),
    save,
    saving: create.isPending || update.isPending,
    askSend,
    sending: send.isPending,
    askDelete,
  };
}

function DraftEditor({
  kampanye,
  info,
}: {
  kampanye: KampanyeDetail | undefined;
  info: KampanyeSendInfo | undefined;
}) {
  const [subjek, setSubjek] = useState(kampanye?.subjek ?? '');
  const [isi, setIsi] = useState(kampanye?.isi ?? '');
  const [produk, setProduk] = useState<IncludedProduk[]>(kampanye?.produk ?? []);
  const [testOpen, setTestOpen] = useState(false);
  const fields = { subjek, isi, produk };

  const dirty =
    !kampanye ||
    kampanye.subjek !== subjek ||
    kampanye.isi !== isi ||
    kampanye.produk.map((p) => p.id).join(',') !== produk.map((p) => p.id).join(',');
  const { preview, written } = useDraftPreview(fields, kampanye);
  const terkonfirmasi = info?.terkonfirmasi ?? 0;
  const actions = useDraftActions(kampanye, fields, terkonfirmasi);
  const { errors, saving } = actions;

  return (
    <>
      <PageHeader title={kampanye ? copy.editTitle : copy.newTitle} />
      <div className="grid gap-4 lg:grid-cols-2">
        <form
          noValidate
          onSubmit={(event) => void actions.save(event)}
          className="min-w-0 space-y-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
        >
          <div className="flex items-center gap-2 text-sm text-stone-600">
            <span>{copy.fields.status}:</span>
            <KampanyeTahapBadge tahap="draf" />
          </div>
          <TextField
            label={copy.fields.subjek}
            value={subjek}
            maxLength={KAMPANYE_SUBJEK_MAX}
            onChange={(event) => setSubjek(event.target.value)}
            error={errors.subjek}
          />
          <TextAreaField
            label={copy.fields.isi}
            value={isi}
            rows={9}
            maxLength={KAMPANYE_ISI_MAX}
            hint={copy.isiHint}
            onChange={(event) => setIsi(event.target.value)}
            error={errors.isi}
          />
          <KampanyeProdukField items={produk} onChange={setProduk} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving || !dirty}>
              {saving && <Spinner />}
              {saving ? adminCopy.common.saving : copy.save}
            </Button>
            {kampanye && (
              <Button tone="danger" onClick={actions.askDelete}>
                <Trash2 className="size-4" aria-hidden="true" />
                {copy.delete}
              </Button>
            )}
          </div>
          <DraftSendSection
            kampanye={kampanye}
            info={info}
            ready={kampanye !== undefined && !dirty}
            sending={actions.sending}
            onTest={() => setTestOpen(true)}
            onSend={actions.askSend}
          />
        </form>
        <MailPreview
          mail={written ? preview.data : undefined}
          loading={preview.isFetching}
          failed={preview.isError}
        />
      </div>
      {kampanye && (
        <TestMailDialog
          open={testOpen}
          kampanyeId={kampanye.id}
          emailSaya={info?.emailSaya ?? null}
          onClose={() => setTestOpen(false)}
        />
      )}
      <ConfirmDialog request={actions.confirm} onClose={actions.closeConfirm} />
    </>
  );
}

/** Try and send: both wait until the draft is saved as it stands, and say so. */
function DraftSendSection({
  kampanye,
  info,
  ready,
  sending,
  onTest,
  onSend,
}: {
  kampanye: KampanyeDetail | undefined;
  info: KampanyeSendInfo | undefined;
  ready: boolean;
  sending: boolean;
  onTest: () => void;
  onSend: () => void;
}) {
  const dateFormat = useShopDateFormat();
  const terkonfirmasi = info?.terkonfirmasi ?? 0;
  const waitId = useId();
  const noneId = useId();
  return (
    <div className="space-y-3 border-t border-stone-200 pt-4">
      {/* Why the buttons below wait, named as their description. */}
      {!ready && (
        <p id={waitId} className="text-sm font-semibold text-stone-700">
          {kampanye ? copy.unsaved : copy.notSavedYet}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          tone="secondary"
          disabled={!ready}
          aria-describedby={ready ? undefined : waitId}
          onClick={onTest}
        >
          <FlaskConical className="size-4" aria-hidden="true" />
          {copy.test.button}
        </Button>
        <Button
          disabled={!ready || terkonfirmasi === 0 || sending}
          aria-describedby={
            [!ready && waitId, info && terkonfirmasi === 0 && noneId].filter(Boolean).join(' ') ||
            undefined
          }
          onClick={onSend}
        >
          <Send className="size-4" aria-hidden="true" />
          {copy.send.button(terkonfirmasi)}
        </Button>
      </div>
      {info && terkonfirmasi === 0 && (
        <p id={noneId} className="text-sm text-stone-600">
          {copy.send.none}
        </p>
      )}
      {kampanye?.ujiKe && kampanye.ujiAt && (
        <p className="text-sm text-stone-600">
          {copy.test.last(kampanye.ujiKe, dateFormat.format(new Date(kampanye.ujiAt)))}
        </p>
      )}
    </div>
  );
}

/** "Kirim uji ke saya": to the admin's address, asked for once when the account has none. */
function TestMailDialog({
  open,
  kampanyeId,
  emailSaya,
  onClose,
}: {
  open: boolean;
  kampanyeId: number;
  emailSaya: string | null;
  onClose: () => void;
}) {
  const t = copy.test;
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = trpc.kampanye.sendTest.useMutation();
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const result = await send.mutateAsync(
        emailSaya ? { id: kampanyeId } : { id: kampanyeId, email: email.trim() },
      );
      toastSuccess(t.sent(result.email));
      setError(undefined);
      onClose();
      await utils.kampanye.invalidate();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : undefined;
      if (!emailSaya && message) setError(message);
      else toastFailure(t.failed, failure);
    }
  };
  return (
    <DialogSheet
      open={open}
      title={t.title}
      width="narrow"
      onDismiss={() => {
        if (!send.isPending) onClose();
      }}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 p-5">
        {emailSaya ? (
          <p className="text-stone-700">{t.body(emailSaya)}</p>
        ) : (
          <>
            <p className="text-sm text-stone-700">{t.askEmail}</p>
            <TextField
              label={t.emailLabel}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={error}
            />
          </>
        )}
        <div className="flex justify-end gap-2">
          <Button tone="secondary" onClick={onClose} disabled={send.isPending}>
            {adminCopy.common.cancel}
          </Button>
          <SubmitButton pending={send.isPending}>{t.send}</SubmitButton>
        </div>
      </form>
    </DialogSheet>
  );
}
