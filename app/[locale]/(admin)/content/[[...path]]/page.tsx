/** Every `/content/...` address: the admin shell in the layout resolves it against the user's routes. */
export default function AdminSectionRoute() {
  return null;
}
