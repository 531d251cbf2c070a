import { notify } from '../notify';
import { API_BASE } from './api-base';
import { REQUEST_TIMEOUT_MS, reportSessionExpired } from './request';
import { errorMessages } from './request-messages';
import { messageForCode, messageForTransport } from './request-errors';
import { toQueryString, type QueryValue } from './query-string';

/**
 * The reference client's export download (contract 1.8): a form-encoded POST of the list's
 * filters, saved under the name the screen chose.
 */
export function downloadExport(path: string, params: Record<string, QueryValue>, fileName: string): Promise<boolean> {
  return download(
    `${API_BASE}${path}`,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: toQueryString(params) },
    fileName,
  );
}

/** A file the API serves to a GET with a query (the generator's zips), saved under the name the screen chose. */
export function downloadGet(path: string, params: Record<string, QueryValue>, fileName: string): Promise<boolean> {
  const query = toQueryString(params);
  return download(`${API_BASE}${path}${query ? `?${query}` : ''}`, { method: 'GET' }, fileName);
}

/**
 * An answer of type `application/json` is an error envelope, told as the request helper tells
 * any failed call (a 401 opens the relogin prompt); anything else is the file.
 */
async function download(url: string, init: RequestInit, fileName: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(url, { ...init, credentials: 'same-origin', signal: controller.signal });
    if ((response.headers.get('content-type') ?? '').startsWith('application/json')) {
      const body = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
      const code = body?.code ?? response.status;
      if (code === 401) reportSessionExpired();
      else notify('error', messageForCode(code, body?.msg, errorMessages()));
      return false;
    }
    if (!response.ok) {
      notify('error', messageForTransport({ kind: 'status', status: response.status }, errorMessages()));
      return false;
    }
    saveBlob(await response.blob(), fileName);
    return true;
  } catch {
    notify('error', messageForTransport({ kind: controller.signal.aborted ? 'timeout' : 'network' }, errorMessages()));
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser reads the blob when the click is handled; the address can go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
