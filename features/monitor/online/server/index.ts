// The public face of features/monitor/online (its server side): what other features may use of it.
export { forceLogout, forceLogoutAll, onlineIdOf } from './online-service';
