import { okData } from '../../http/envelope';
import type { Route } from '../../http/router';
import { dictDataOfType } from './dict-service';

export const dictRoutes: Route[] = [
  // GET /system/dict/data/type/:dictType – the enabled options of a dictionary, for any signed-in screen
  {
    method: 'GET',
    path: '/system/dict/data/type/:dictType',
    access: 'user',
    handler: async (ctx) => okData(await dictDataOfType(ctx.deps.db, ctx.params.dictType)),
  },
];
