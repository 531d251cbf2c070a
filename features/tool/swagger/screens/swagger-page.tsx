'use client';

import { Box } from '@mui/material';
import { useTranslations } from 'next-intl';
import { API_BASE } from '@/lib/http/api-base';

/** `/tool/swagger` (系统接口): Swagger UI on the API's OpenAPI document, in a frame as the stock menu shows it. */
export default function SwaggerPage() {
  const t = useTranslations('admin.swagger');
  return (
    <Box
      component="iframe"
      title={t('title')}
      src={`${API_BASE}/swagger-ui/index.html`}
      sx={{ display: 'block', width: '100%', height: 'calc(100vh - 150px)', border: 0 }}
    />
  );
}
