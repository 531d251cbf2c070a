import { articleImage } from '@/features/content/article/contract';
import { NO_PERMISSION_MSG, ServiceError } from '@/lib/backend/http/errors';
import type { Route } from '@/lib/backend/http/router';
import { hasAnyPermission } from '@/lib/security/caller';
import { receiveUpload, uploadAnswer } from '@/features/files/server';
import { CONTENT_KIND, CONTENT_UPLOAD_PERMISSIONS } from './content-images';

export const contentImageRoutes: Route[] = [
  {
    contract: articleImage.upload,
    handler: async (ctx) => {
      const user = ctx.requireUser();
      if (!hasAnyPermission(user, CONTENT_UPLOAD_PERMISSIONS)) throw new ServiceError(NO_PERMISSION_MSG, 403);
      return uploadAnswer(await receiveUpload(ctx.deps, ctx.request, user.userId, { kind: CONTENT_KIND, imagesOnly: true }));
    },
  },
];
