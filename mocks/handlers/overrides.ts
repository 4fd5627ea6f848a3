import type { PaymentResult } from '../../src/api/generated/model/index';

/** What a scenario may change in the handlers' behaviour (never an answer's shape); unset: the default. */
export interface HandlerOverrides {
  /** The outcome of every placed order (POST /orders, /orders/guests); default `successful`. */
  paymentResult?: PaymentResult;
}
