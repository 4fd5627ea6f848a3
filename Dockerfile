# syntax=docker/dockerfile:1
# The storefront as deployed, and the demo stack's other services (compose.yaml). Targets:
#   shop  — the real-API build served by nginx with deploy/nginx (the same config as `npm run serve:prod`)
#   api   — the mock API (`mocks/server.ts`) as the demo's backend
#   docs  — the built Storybook (/storybook/) and the contract's HTML reference (/api-docs/) on nginx
# Build arguments of `shop` are read at build time (Vite inlines them): see README "Deploying".

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .

# ---- shop: build ----
FROM deps AS shop-build
ARG VITE_API_BASE_URL=http://localhost:4010
ARG VITE_APP_KEY=storefront-web
ARG VITE_PUBLIC_TOKENS=
ARG MEDIA_ORIGINS=
ARG SITE_URL=http://localhost:8080
ARG SITEMAP_FROM_MOCK=0
ARG HSTS=0
ENV VITE_API_BASE_URL=$VITE_API_BASE_URL VITE_APP_KEY=$VITE_APP_KEY VITE_PUBLIC_TOKENS=$VITE_PUBLIC_TOKENS \
    MEDIA_ORIGINS=$MEDIA_ORIGINS SITE_URL=$SITE_URL SITEMAP_FROM_MOCK=$SITEMAP_FROM_MOCK HSTS=$HSTS \
    PORT=8080 NGINX_WORKERS=auto NGINX_ACCESS_LOG=/dev/stdout
RUN node scripts/deploy/build-prod.mjs /app/dist-prod \
 && node scripts/deploy/render-nginx.mjs /out/conf /srv/storefront /tmp/nginx

# ---- shop: serve (Debian nginx + brotli_static, unprivileged, port 8080) ----
FROM debian:bookworm-slim AS shop
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /tmp/nginx && chown www-data:www-data /tmp/nginx
COPY --from=shop-build /out/conf /etc/storefront
COPY --from=shop-build /app/dist-prod /srv/storefront
USER www-data
EXPOSE 8080
STOPSIGNAL SIGQUIT
CMD ["nginx", "-p", "/tmp/nginx", "-c", "/etc/storefront/nginx.conf", "-e", "stderr"]

# ---- api: the mock server ----
FROM deps AS api
ENV MOCK_PORT=4010 MOCK_HOST=0.0.0.0 MOCK_TEST_HOOKS=0 NODE_ENV=production
USER node
EXPOSE 4010
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.MOCK_PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "node_modules/tsx/dist/cli.mjs", "mocks/server.ts"]

# ---- docs: Storybook and the API reference ----
FROM deps AS docs-build
RUN npx storybook build -o /out/docs/storybook \
 && API_DOCS_OUT=/out/docs/api-docs/index.html npm run api:docs

FROM debian:bookworm-slim AS docs
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx-light \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /tmp/nginx && chown www-data:www-data /tmp/nginx
COPY deploy/nginx/docs.conf /etc/storefront/docs.conf
COPY --from=docs-build /out/docs /srv/docs
USER www-data
EXPOSE 8081
STOPSIGNAL SIGQUIT
CMD ["nginx", "-p", "/tmp/nginx", "-c", "/etc/storefront/docs.conf", "-e", "stderr"]
