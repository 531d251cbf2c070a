// The auth feature's public face: the signed-in reader's corner of the portal header.
export { UserArea } from './screens/user-area';
