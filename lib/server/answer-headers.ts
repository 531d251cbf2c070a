import type { ServerResponse } from 'node:http';
import { beforeHeadersSent } from './before-headers';
import type { HealthState } from './health';
import { markPrivate } from './private-answers';
import { REQUEST_ID_HEADER } from './request-id';
import { addSecurityHeaders } from './security-headers';
import { closeConnectionWhenDraining } from './shutdown';

export interface AnswerFacts {
  requestId: string;
  /** The browser reached us over TLS. */
  secure: boolean;
  /** A signed-in reader's page: no cache may keep it. */
  keepPrivate: boolean;
  health: HealthState;
}

/**
 * What the server adds to every answer as its head goes out, whoever wrote it (Next, the page
 * cache or the server itself): the security headers, the request id, `private, no-store` for a
 * signed-in reader's pages, and `Connection: close` during a shutdown.
 */
export function completeAnswerHeaders(res: ServerResponse, facts: AnswerFacts): void {
  beforeHeadersSent(res, () => {
    addSecurityHeaders(res, facts.secure);
    res.setHeader(REQUEST_ID_HEADER, facts.requestId);
    if (facts.keepPrivate) markPrivate(res);
    closeConnectionWhenDraining(res, facts.health);
  });
}
