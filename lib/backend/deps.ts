import type { ContractEntry } from '../contract/contract';
import type { AttachmentGrant } from '../security/attachment-grant';
import type { TaskRegistry } from './scheduler/task-types';
import type { BackendServices } from './services';

/** What a route of the embedded backend works with: the services, and what the feature modules name. */
export interface BackendDeps extends BackendServices {
  /** Every endpoint of the API, as the composition root lists the features (root/contracts.ts). */
  contracts: readonly ContractEntry[];
  /** Every task a scheduled job may name (root/server-modules.ts). */
  tasks: TaskRegistry;
  /** Every feature's rule for who else may read the files it attaches (root/server-modules.ts). */
  attachmentGrants: readonly AttachmentGrant[];
}
