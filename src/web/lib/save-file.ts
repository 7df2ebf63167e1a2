/**
 * Hands `blob` to the browser's download as `fileName` (results, the weekly plan, the data export).
 * The object URL is revoked once the click has passed the file on.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
