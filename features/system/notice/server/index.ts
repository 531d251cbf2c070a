// The notice feature's server face: how a notice's text is stored, for the RuoYi import.
export { storedNoticeContent } from './notice-admin-service';
