import type { SeedStep } from '../backend/db/seeds';
import type { EventHandler } from '../backend/events/domain-events';
import type { Route } from '../backend/http/router';
import type { TaskDefinition } from '../backend/scheduler/task-types';
import type { AttachmentGrant } from '../security/attachment-grant';

/**
 * What a feature brings to the portal, named once in the feature's `module.ts` and listed in the
 * composition root (`root/modules.ts`). The platform never imports a feature: the root hands it
 * what the modules name.
 */
export interface FeatureModule {
  /** The feature's folder under `features/`, such as `system/user`. */
  readonly name: string;
  /** The feature's contract modules: each contract they export, directly or in a group, is one endpoint. */
  readonly contracts: readonly object[];
  /**
   * The feature's server side, loaded when the embedded backend starts: a reader of the contracts
   * alone (the access log, the BFF's caches) never loads the services behind them.
   */
  readonly server?: () => Promise<FeatureServer>;
}

/** A feature's part of the embedded backend. */
export interface FeatureServer {
  /** Its endpoints, one route per contract. */
  readonly routes?: readonly Route[];
  /** The tasks its scheduled jobs may name (the job form's picker, `portalTask.<name>`). */
  readonly tasks?: readonly TaskDefinition[];
  /** The seed steps that write its data into a new (or older) database, each with its version. */
  readonly seeds?: readonly SeedStep[];
  /** Who else may read the stored files it attaches to its records (the file-access rule asks each). */
  readonly attachmentGrants?: readonly AttachmentGrant[];
  /** What it does when another feature's events happen (lib/backend/events/domain-events.ts). */
  readonly handlers?: readonly EventHandler[];
}
