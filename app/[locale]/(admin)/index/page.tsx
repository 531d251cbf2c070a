/** `/index`, the admin home: the shell in the layout draws it (components/admin/pages/home). */
export default function AdminHomeRoute() {
  return null;
}
