import type { Executor } from '../db/client';

/**
 * Something a feature says has happened, such as a membership fee confirmed. The feature that
 * makes it happen declares its shape and publishes it; other features handle it without the
 * publisher knowing them, so a feature never imports the ones that build on it.
 */
export interface DomainEvent {
  readonly name: string;
}

/**
 * What one feature does when an event happens. It runs in the publisher's transaction: what it
 * writes stands or falls with what happened, and its failure undoes the whole step.
 */
export interface EventHandler<E extends DomainEvent = DomainEvent> {
  readonly event: E['name'];
  handle(tx: Executor, event: E): Promise<void>;
}

/** A handler of events of type `E`, typed by the publisher's declaration. */
export const handlerOf = <E extends DomainEvent>(event: E['name'], handle: (tx: Executor, event: E) => Promise<void>): EventHandler =>
  ({ event, handle }) as EventHandler;

/** Where features publish their events. */
export interface EventBus {
  publish<E extends DomainEvent>(tx: Executor, event: E): Promise<void>;
}

/** The bus over every feature's handlers: an event's handlers run one after another, in the modules' order. */
export function eventBus(handlers: readonly EventHandler[]): EventBus {
  return {
    async publish(tx, event) {
      for (const handler of handlers) if (handler.event === event.name) await handler.handle(tx, event);
    },
  };
}
