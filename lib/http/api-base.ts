/** Where the browser reaches the API: the backend-for-frontend's prefix (app/prod-api). */
export const API_BASE = '/prod-api';
