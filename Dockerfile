# One image for both services; docker-compose picks the command.
FROM node:20-slim
WORKDIR /app
RUN npm i -g pnpm@10
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter @portal/web build
ENV NODE_ENV=production
EXPOSE 3000 7001
CMD ["pnpm", "--filter", "@portal/gateway", "start"]
