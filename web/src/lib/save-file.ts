/** Saves bytes held in the page as a file, from a same-origin blob URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers still read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Saves the file at a short-lived link under the given name. The link is on another origin (the
 * invoice bucket), where the `download` attribute is ignored, so the bytes are fetched and saved
 * from a same-origin blob URL.
 */
export async function saveFile(url: string, filename: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok)
    throw new Error(`The file did not download (status ${response.status}). Please try again.`);
  saveBlob(await response.blob(), filename);
}

/** Saves a list the API exported as CSV; its text already starts with the byte-order mark Excel needs. */
export function saveCsv(file: { filename: string; contentType: string; csv: string }): void {
  saveBlob(new Blob([file.csv], { type: file.contentType }), file.filename);
}
