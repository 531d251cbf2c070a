/**
 * An admin address that does not exist answers HTTP 404 inside the admin shell, which draws its
 * own 404 panel for the address (components/admin/shell/status-panel.tsx).
 */
export default function AdminNotFound() {
  return null;
}
