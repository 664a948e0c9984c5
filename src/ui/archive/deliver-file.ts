// Handing a file to the player: a download (a Blob URL clicked through <a download>, which the
// CSP allows as it is a navigation, not a fetch), or the device's share sheet where it can share
// files (phones: "Save to Files", mail, chat).
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; a minute is ample.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function canShareFile(file: File): boolean {
  try {
    return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
}

/** 'cancelled' when the player closed the share sheet, which is not a failure. */
export async function shareFile(file: File): Promise<'shared' | 'cancelled' | 'failed'> {
  try {
    await navigator.share({ files: [file], title: file.name });
    return 'shared';
  } catch (caught: unknown) {
    return caught instanceof Error && caught.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

export function jsonFile(text: string, name: string): File {
  return new File([text], name, { type: 'application/json' });
}

/** A file name from a game's name: characters file systems refuse become spaces, at most 60 long. */
export function safeFileName(name: string, fallback: string): string {
  const cleaned = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
    .slice(0, 60)
    .trim();
  return cleaned === '' ? fallback : cleaned;
}
