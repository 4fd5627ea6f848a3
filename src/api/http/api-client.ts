import type { AxiosRequestConfig } from 'axios';
import type { ApiError } from './api-error';
import { http } from './http';

/** The orval mutator: every generated call goes through the one axios instance and resolves to the body. */
export const apiClient = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  http.request<T>({ ...config, ...options }).then((response) => response.data);

/** What a generated hook's error is: every failure is normalised to an ApiError by the interceptor. */
export type ErrorType<_E> = ApiError;
export type BodyType<B> = B;
