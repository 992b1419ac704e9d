import type { LucideIcon } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import type { ServerHelpers } from '../../../src-server/http/ssr-contract';
import type { Prefetch } from '../../lib/prefetch';
import { NoticePage } from './notice-page';

// The pages an e-mail's link opens with its token (`?token=…`): the unsubscribe and stop links
// and the confirmation link. No login: the token is the proof.

/** Only a well-formed token is looked up; anything else is an invalid link at once. */
export function emailLinkToken(search: URLSearchParams): string | undefined {
  const token = search.get('token') ?? '';
  return /^[0-9a-f]{64}$/.test(token) ? token : undefined;
}

/** The prefetch of a page that looks its link's token up with `procedure`. */
export const emailLinkPrefetch =
  (
    procedure: (helpers: ServerHelpers) => { prefetch(input: { token: string }): Promise<void> },
  ): Prefetch =>
  async ({ helpers, search }) => {
    const token = emailLinkToken(search);
    if (token) await procedure(helpers).prefetch({ token });
    return undefined;
  };

/** The page's search, its token, and the input and options of the token's lookup (none for a malformed token). */
export function useEmailLink() {
  const [search] = useSearchParams();
  const token = emailLinkToken(search);
  return {
    search,
    token,
    input: { token: token ?? '' },
    options: { enabled: token !== undefined },
  };
}

/** What a stop link's page says at each step. */
export interface StopLinkText {
  title: string;
  done: string;
  failed: string;
  confirm: (email: string) => string;
  button: string;
  checking: string;
  invalid: string;
}

/**
 * The page of a stop link (newsletter, back-in-stock alerts): it asks before it stops, with a
 * plain form post to `path` (so it works in a mail app's browser without JavaScript), then says
 * it is done (`?selesai=1`) or that the post failed (`?gagal=1`).
 */
export function StopLinkNotice({
  icon,
  path,
  text,
  info,
}: {
  icon: LucideIcon;
  path: string;
  text: StopLinkText;
  /** The token's lookup: the address it stops. */
  info: { data?: { email: string } | null | undefined; isPending: boolean };
}) {
  const { search, token } = useEmailLink();
  let body;
  if (search.get('selesai') === '1') {
    body = <p role="status">{text.done}</p>;
  } else if (token && info.data) {
    body = (
      <form method="post" action={path} className="flex flex-col gap-4">
        {search.get('gagal') === '1' && (
          <p role="alert" className="font-semibold text-rose-700">
            {text.failed}
          </p>
        )}
        <p>{text.confirm(info.data.email)}</p>
        <input type="hidden" name="token" value={token} />
        <button
          type="submit"
          className="w-fit rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
        >
          {text.button}
        </button>
      </form>
    );
  } else if (token && info.isPending) {
    body = <p aria-busy="true">{text.checking}</p>;
  } else {
    body = <p role="alert">{text.invalid}</p>;
  }
  return (
    <NoticePage icon={icon} title={text.title} path={path}>
      {body}
    </NoticePage>
  );
}
