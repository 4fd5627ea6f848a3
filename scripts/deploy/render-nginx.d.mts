export const EMPTY_STYLE_HASH: string;
export const STYLE_SRC: string;
export const PERMISSIONS_POLICY: string;
export function withLoopbackTwin(origin: string): string[];
export interface NginxOptions {
  confDir: string;
  root: string;
  runtimeDir: string;
  port: number;
  apiOrigin: string;
  mediaOrigins?: string[];
  hsts?: boolean;
  accessLog?: string;
  workers?: string | number;
  modulesDir?: string;
  mimeTypes?: string;
}
export function optionsFromEnv(env?: Record<string, string | undefined>): Omit<NginxOptions, 'confDir' | 'root' | 'runtimeDir'>;
/** Renders deploy/nginx/*.template into `confDir`; returns the main file's path. */
export function renderNginxConfig(options: NginxOptions): string;
