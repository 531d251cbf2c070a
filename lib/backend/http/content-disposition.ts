/**
 * A download's headers, safe whatever the stored name holds: the plain `filename` keeps only
 * printable ASCII (no quotes, no backslashes, no line breaks), `filename*` carries the real
 * name percent-encoded (RFC 6266), and `download-filename` is the reference's copy for its UI.
 */
export function downloadHeaders(name: string, disposition: 'attachment' | 'inline' = 'attachment'): Record<string, string> {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'download';
  return {
    'content-disposition': `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`,
    'download-filename': encoded,
    'access-control-expose-headers': 'Content-Disposition,download-filename',
  };
}
