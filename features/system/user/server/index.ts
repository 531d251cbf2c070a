// The public face of features/system/user (its server side): what other features may use of it.
export {
  ADMIN_ROLE_GRANT_MSG,
  ADMIN_ROLE_HOLDER_MSG,
  OWN_ROLES_MSG,
  ROLE_NOT_FOUND_MSG,
  SUPER_ADMIN_USER_MSG,
  lockUsers,
  userValueTaken,
} from './user-checks';
export { endPhoneTrust } from './user-phone-change';
export { findUserById, findUserByPhone, findUserForLogin, userView } from './user-service';
