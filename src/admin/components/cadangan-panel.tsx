import { zodResolver } from '@hookform/resolvers/zod';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { adminCopy } from '../../shared/admin-copy';
import {
  cadanganCopy,
  cadanganSettingsInput,
  wibToUtc,
  type CadanganSettings,
  type CadanganSettingsForm,
} from '../../shared/schemas/cadangan';
import type { AppRouter } from '../../../src-server/app-router';
import { trpc } from '../../lib/trpc';
import { labelledFields } from '../lib/register-field';
import { toastFailure, toastSuccess } from '../lib/toast';
import { showServerErrors } from '../lib/use-server-errors';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { TextField } from './form-fields';
import { LoadError } from './load-error';
import { Button, LoadingRows, SectionCard, Spinner } from './ui';

// Pengaturan → Cadangan (docs/decisions/0007): the last automatic backup, a failure since,
// the schedule (WIB) and how many are kept, and "Cadangkan sekarang". Main admin only (the
// cadangan procedures are mainAdminProcedures).

const copy = adminCopy.cadangan;
type Status = inferRouterOutputs<AppRouter>['cadangan']['status'];
type Run = NonNullable<Status['lastOk']>;

const when = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});

function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('id-ID', { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

const runTime = (run: Run) =>
  run.selesaiPada ? `${when.format(new Date(run.selesaiPada))} WIB` : '';

function LastBackup({ status }: { status: Status }) {
  const { lastOk, lastFailed, pending } = status;
  const failedSince =
    lastFailed && (!lastOk || (lastFailed.selesaiPada ?? '') > (lastOk.selesaiPada ?? ''));
  return (
    <div className="space-y-3 text-sm">
      <div data-testid="cadangan-terakhir">
        <p className="font-bold text-stone-900">{copy.last}</p>
        {lastOk ? (
          <>
            <p className="text-stone-700">
              {copy.detail(runTime(lastOk), formatBytes(lastOk.ukuran ?? 0))}
            </p>
            <p className="break-all text-stone-600">{lastOk.namaBerkas}</p>
          </>
        ) : (
          <p className="text-stone-600">{copy.none}</p>
        )}
        <p className="break-all text-stone-600">{copy.where(status.folder)}</p>
        <p className="text-stone-600">
          {status.s3Bucket ? copy.whereS3(status.s3Bucket) : copy.notS3}
        </p>
      </div>
      {failedSince && (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-red-800"
        >
          <p className="font-bold">
            {copy.failed} · {runTime(lastFailed)}
          </p>
          <p className="break-words">{lastFailed.galat}</p>
        </div>
      )}
      {pending[0] && (
        <p className="flex items-center gap-2 font-semibold text-stone-700" aria-live="polite">
          <Spinner /> {copy.pending[pending[0].status === 'antre' ? 'antre' : 'berjalan']}
        </p>
      )}
      {!status.auto && <p className="text-stone-600">{cadanganCopy.autoOff}</p>}
    </div>
  );
}

function ScheduleForm({
  saved,
  onAsk,
}: {
  saved: CadanganSettings;
  onAsk: (r: ConfirmRequest) => void;
}) {
  const form = useForm<CadanganSettingsForm, unknown, CadanganSettings>({
    resolver: zodResolver(cadanganSettingsInput),
    defaultValues: saved,
  });
  const field = labelledFields(form, copy.fields);
  const utils = trpc.useUtils();
  const save = trpc.cadangan.saveSettings.useMutation({
    onSuccess: () => {
      toastSuccess(copy.saved);
      form.reset(form.getValues());
      void utils.cadangan.invalidate();
    },
    onError: (error) => {
      toastFailure(copy.saveFailed, error);
      showServerErrors(error, form.setError, ['jam', 'simpan']);
    },
  });
  const submit = form.handleSubmit((values) =>
    onAsk({
      question: copy.saveQuestion(values.jam, values.simpan),
      confirmLabel: copy.saveConfirm,
      onConfirm: () => save.mutateAsync(values).catch(() => undefined),
    }),
  );
  const jam = useWatch({ control: form.control, name: 'jam' });
  const utc = /^\d{2}:\d{2}$/.test(jam) ? wibToUtc(jam) : undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="time"
          hint={utc ? copy.hints.jam(`${pad(utc.hour)}:${pad(utc.minute)}`) : undefined}
          {...field('jam')}
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          max={90}
          hint={copy.hints.simpan}
          {...field('simpan')}
        />
      </div>
      <Button type="submit" tone="secondary" disabled={!form.formState.isDirty || save.isPending}>
        {save.isPending && <Spinner />}
        {copy.save}
      </Button>
    </form>
  );
}

export function CadanganPanel() {
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const query = trpc.cadangan.status.useQuery(undefined, {
    refetchOnWindowFocus: false,
    // While a backup waits or runs, its end is looked for every few seconds.
    refetchInterval: (q) => ((q.state.data?.pending.length ?? 0) > 0 ? 3000 : false),
  });
  const utils = trpc.useUtils();
  const runNow = trpc.cadangan.runNow.useMutation({
    onSuccess: ({ queued }) => {
      toastSuccess(queued ? copy.queued : copy.alreadyQueued);
      void utils.cadangan.invalidate();
    },
    onError: (error) => toastFailure(copy.runFailed, error),
  });
  return (
    <SectionCard id="pengaturan-cadangan" title={copy.title} className="space-y-4 p-5">
      <p className="text-sm text-stone-600">{copy.intro}</p>
      {query.error ? (
        <LoadError query={query} />
      ) : !query.data ? (
        <LoadingRows label={adminCopy.common.loading} />
      ) : (
        <>
          <LastBackup status={query.data} />
          <Button
            tone="secondary"
            disabled={!query.data.auto || query.data.pending.length > 0 || runNow.isPending}
            onClick={() =>
              setConfirm({
                question: copy.runQuestion,
                confirmLabel: copy.runConfirm,
                onConfirm: () => runNow.mutateAsync().catch(() => undefined),
              })
            }
          >
            {copy.runNow}
          </Button>
          <ScheduleForm saved={query.data.settings} onAsk={setConfirm} />
        </>
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </SectionCard>
  );
}
