import { useState } from 'react';
import { adminCopy } from '../../shared/admin-copy';
import { tayangState, type Penayangan, type TayangState } from '../../shared/tayang';
import { Badge } from './ui';

// Where a product or a special offer stands (docs/product.md §11, §12), as the lists show it.

const copy = adminCopy.produk;

const STATE_TONE: Record<TayangState, 'neutral' | 'brand' | 'sun'> = {
  tayang: 'brand',
  draf: 'neutral',
  tersembunyi: 'neutral',
  terjadwal: 'sun',
  berakhir: 'neutral',
};

/**
 * The status as a badge, and beneath it when a scheduled row appears or a shown one ends, on
 * the shop's clock.
 */
export function TayangBadge({ row, timeZone }: { row: Penayangan; timeZone: string }) {
  // The moment the list was read: a badge does not tick while it is on screen.
  const [now] = useState(() => Date.now());
  const state = tayangState(row, now);
  const at = (instant: string | Date) =>
    `${new Intl.DateTimeFormat('id-ID', {
      timeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(instant))} ${copy.zoneLabel(timeZone)}`;
  const when =
    state === 'terjadwal' && row.tayang_mulai
      ? copy.tayangMulaiAt(at(row.tayang_mulai))
      : state !== 'draf' && state !== 'berakhir' && row.tayang_sampai
        ? copy.tayangSampaiAt(at(row.tayang_sampai))
        : undefined;
  return (
    <div className="space-y-0.5">
      <Badge tone={STATE_TONE[state]}>
        {state === 'terjadwal' && row.status === 'tersembunyi'
          ? `${copy.status.terjadwal} · ${copy.status.tersembunyi}`
          : copy.status[state]}
      </Badge>
      {when && <p className="text-xs text-stone-600 md:max-w-32">{when}</p>}
    </div>
  );
}
