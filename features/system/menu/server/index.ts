// The public face of features/system/menu (its server side): what other features may use of it.
export { isHttpAddress } from './menu-rules';
export { routersForUser } from './menu-service';
export { forStockClients, PORTAL_VIEWS } from './menu-routers';
