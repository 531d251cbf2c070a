/**
 * RuoYi's built-in super administrator: user 1 and role 1 hold every permission and every
 * department, and no screen may take that away (the stock clients assume the same ids).
 */
export const ADMIN_USER_ID = 1;
export const ADMIN_ROLE_ID = 1;
