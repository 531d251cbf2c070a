'use client';

import { useEffect, useRef, useState } from 'react';
import { readOrder } from '../client/api';

/** How often a waiting payer's page asks: each ask may ask the provider in turn. */
const ASK_EVERY_MS = 3000;

/**
 * The state of the order `orderNo` while its payer waits: asked now and every few seconds while
 * it is open (each ask asks the provider, so a lost notification does not keep the payer
 * waiting), then `onPaid` once. A failed ask is asked again; nothing is asked without an order.
 */
export function useOrderState(orderNo: string | undefined, onPaid: () => void): { state: string } {
  // The state asked for an order: a new order starts with none, without resetting in the effect.
  const [known, setKnown] = useState({ orderNo: '', state: '' });
  const paid = useRef(onPaid);
  useEffect(() => {
    paid.current = onPaid;
  }, [onPaid]);

  useEffect(() => {
    if (!orderNo) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    const ask = async () => {
      const next = await readOrder(orderNo).then(
        (order) => order.state,
        () => 'created',
      );
      if (ended) return;
      setKnown({ orderNo, state: next });
      if (next === 'created') timer = setTimeout(() => void ask(), ASK_EVERY_MS);
      else if (next === 'paid') paid.current();
    };
    void ask();
    return () => {
      ended = true;
      clearTimeout(timer);
    };
  }, [orderNo]);
  return { state: known.orderNo === orderNo ? known.state : '' };
}
