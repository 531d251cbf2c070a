import 'server-only';
import { seedOrder, type SeedStep } from '@/lib/backend/db/seeds';
import { eventBus, type EventBus } from '@/lib/backend/events/domain-events';
import type { Route } from '@/lib/backend/http/router';
import { PLATFORM_TASKS } from '@/lib/backend/scheduler/platform-tasks';
import { registryOf, type TaskRegistry } from '@/lib/backend/scheduler/task-types';
import type { FeatureServer } from '@/lib/modules/feature-module';
import type { AttachmentGrant } from '@/lib/security/attachment-grant';
import { FEATURE_MODULES } from './modules';

let servers: Promise<FeatureServer[]> | undefined;

/** Every feature module's server side, loaded once, in the modules' order. */
function featureServers(): Promise<FeatureServer[]> {
  servers ??= Promise.all(FEATURE_MODULES.map(async (module) => (await module.server?.()) ?? {}));
  return servers;
}

/** The embedded backend's routes: every feature module's. */
export async function serverRoutes(): Promise<Route[]> {
  return (await featureServers()).flatMap((server) => server.routes ?? []);
}

/**
 * Every task a job may run, by its invokeTarget name: the platform's and the feature modules'. A
 * job names one of these and nothing else: no class or method is ever looked up from text
 * (contract 9, item 18).
 */
export async function serverTasks(): Promise<TaskRegistry> {
  return registryOf([...PLATFORM_TASKS, ...(await featureServers()).flatMap((server) => server.tasks ?? [])]);
}

/** Every feature module's seed steps, in the order of their versions. */
export async function serverSeeds(): Promise<SeedStep[]> {
  return seedOrder((await featureServers()).flatMap((server) => server.seeds ?? []));
}

/** Every feature module's attachment grants: whom else a stored file it attaches is readable by. */
export async function serverAttachmentGrants(): Promise<AttachmentGrant[]> {
  return (await featureServers()).flatMap((server) => server.attachmentGrants ?? []);
}

/** The bus every feature publishes its events on, over every feature module's handlers. */
export async function serverEvents(): Promise<EventBus> {
  return eventBus((await featureServers()).flatMap((server) => server.handlers ?? []));
}
