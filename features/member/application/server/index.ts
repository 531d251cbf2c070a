// The application feature's server face: whether a user is a member today, for the sign-in's user
// info and the declarations.
export { isMember } from './application-service';
