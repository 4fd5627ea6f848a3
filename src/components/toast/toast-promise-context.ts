import { createContext, useContext } from 'react';

/** Shows 'Please Wait...' while the work runs, then 'Done' or 'Something went wrong'; returns its result. */
export type ToastPromise = <T>(work: Promise<T>) => Promise<T>;

export const ToastPromiseContext = createContext<ToastPromise>((work) => work);

export const useToastPromise = () => useContext(ToastPromiseContext);
