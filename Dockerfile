# One image for every service and the gateway; the compose file picks the entrypoint per container.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs ./libs
COPY services ./services
COPY gateway ./gateway
# The embedded host and the migrate, backup and restore scripts (npm run db:migrate), built with the rest.
COPY scripts/embedded ./scripts/embedded
COPY web ./web
COPY tsconfig.json tsconfig.build.json ./
RUN npm install --no-audit --no-fund && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
USER node
CMD ["node", "dist/gateway/src/main.js"]
