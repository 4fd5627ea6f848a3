import type { AxiosRequestConfig } from 'axios';
import { http } from './http';

/** The orval mutator: every generated call goes through the one axios instance and resolves to the body. */
export const apiClient = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  http.request<T>({ ...config, ...options }).then((response) => response.data);

export type ErrorType<E> = import('axios').AxiosError<E>;
export type BodyType<B> = B;
