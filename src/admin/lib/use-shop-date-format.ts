import { useMemo } from 'react';
import { useSite } from '../../lib/site';

/** Date and time as every admin list shows them: on the shop's clock (WIB for Asia/Jakarta). */
export function useShopDateFormat(): Intl.DateTimeFormat {
  const { timeZone } = useSite();
  return useMemo(
    () => new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    [timeZone],
  );
}
