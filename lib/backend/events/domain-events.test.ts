import type { Executor } from '../db/client';
import { eventBus, handlerOf, type DomainEvent } from './domain-events';

interface Paid extends DomainEvent {
  name: 'test.paid';
  amount: number;
}

test('an event reaches its own handlers in order, in the publisher’s transaction; other events pass them by', async () => {
  const seen: string[] = [];
  const tx = {} as Executor;
  const bus = eventBus([
    handlerOf<Paid>('test.paid', async (given, event) => void seen.push(`first ${event.amount} ${given === tx}`)),
    handlerOf<DomainEvent>('test.other', async () => void seen.push('other')),
    handlerOf<Paid>('test.paid', async (_given, event) => void seen.push(`second ${event.amount}`)),
  ]);
  await bus.publish(tx, { name: 'test.paid', amount: 300 } satisfies Paid);
  expect(seen).toEqual(['first 300 true', 'second 300']);
});

test('a handler’s failure is the publisher’s: the rest do not run and the step fails', async () => {
  const seen: string[] = [];
  const bus = eventBus([
    handlerOf<DomainEvent>('test.failing', async () => {
      throw new Error('refused');
    }),
    handlerOf<DomainEvent>('test.failing', async () => void seen.push('after')),
  ]);
  await expect(bus.publish({} as Executor, { name: 'test.failing' })).rejects.toThrow('refused');
  expect(seen).toEqual([]);
});
