import { useRef, useState } from 'react';
import { placeGuestOrder, placeOrder } from '../../api/generated/endpoints/orders/orders';
import type { PlaceOrderResponse } from '../../api/generated/model';
import { isApiError, type ApiError } from '../../api/http/api-error';
import { checkoutActions, checkoutStore } from './checkout-store';

export type PlaceOrderFailure =
  | { kind: 'timeout' | 'network' }
  | { kind: 'invalid'; fieldErrors: Readonly<Record<string, string>>; message?: string }
  | { kind: 'other'; message?: string };

export interface PlaceOrderInput {
  paymentMethodId: number;
  /** The payment's receipt: every order needs one (spec section 5). */
  receipt: File;
  /** A guest order's contact (POST /orders/guests); none for a customer's order. */
  guest?: { name: string; email: string; phone: string };
}

/**
 * Safe order placement: single-flight (a second call while one runs gets the same promise), one
 * Idempotency-Key per attempt reused by its retries (a doubled or retried request makes one order), and on
 * failure nothing the shopper chose is touched. Resolves to the server's answer, or null with `failure` set.
 */
export function usePlaceOrder() {
  const inFlight = useRef<Promise<PlaceOrderResponse | null> | null>(null);
  const [isPlacing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<PlaceOrderFailure | null>(null);

  const place = ({ paymentMethodId, receipt, guest }: PlaceOrderInput): Promise<PlaceOrderResponse | null> => {
    if (inFlight.current) return inFlight.current;
    setPlacing(true);
    setFailure(null);
    const key = checkoutActions.attemptKey();
    const { notes } = checkoutStore;
    const body = { payment_method_id: paymentMethodId, receipt, ...(notes.trim() ? { notes: notes.trim() } : {}) };
    const request = { silent: true, headers: { 'Idempotency-Key': key } };
    const work = (guest ? placeGuestOrder({ ...body, ...guest }, request) : placeOrder(body, request))
      .then((response) => {
        checkoutActions.endAttempt();
        return response;
      })
      .catch((error: unknown) => {
        const apiError: ApiError | undefined = isApiError(error) ? error : undefined;
        if (apiError && (apiError.kind === 'timeout' || apiError.kind === 'network')) {
          // The order may or may not exist: keep the key so the retry cannot make a second one.
          setFailure({ kind: apiError.kind });
        } else {
          checkoutActions.endAttempt();
          if (apiError?.status === 422) setFailure({ kind: 'invalid', fieldErrors: apiError.fieldErrors, message: apiError.serverMessage });
          else setFailure({ kind: 'other', message: apiError?.serverMessage });
        }
        return null;
      })
      .finally(() => {
        inFlight.current = null;
        setPlacing(false);
      });
    inFlight.current = work;
    return work;
  };

  return { place, isPlacing, failure, clearFailure: () => setFailure(null) };
}
