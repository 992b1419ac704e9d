import { useState } from 'react';

/**
 * The progress bar of a photo upload, fed by the upload link (`onUploadProgress` in the
 * operation's context, see upload-link.ts). Spread `options` into the write mutations.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number>();
  // Only a form that sends a photo shows the bar (`start` sets it to 0 when that upload begins);
  // progress reported while no bar is shown is ignored.
  const onUploadProgress = (fraction: number) =>
    setProgress((shown) => (shown === undefined ? undefined : fraction));
  return {
    progress,
    start: () => setProgress(0),
    options: {
      trpc: { context: { onUploadProgress } },
      onSettled: () => setProgress(undefined),
    },
  };
}
