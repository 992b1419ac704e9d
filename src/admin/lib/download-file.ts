/** Hands `text` to the browser as a file download, without a round trip to the server. */
export function downloadFile(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the object URL after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
