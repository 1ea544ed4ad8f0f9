# Régisseur: a release build, then a distroless runtime image running as a non-root user.
# CI proves the build stage without a Docker daemon: `.ci/docker-context` replays its WORKDIR
# and COPY lines (and .dockerignore) into an empty folder and runs its RUN there.
FROM rust:1.95.0-slim-bookworm AS build
# The voice feature (the bot's ear in voice games) builds libopus, statically, with CMake
# (and make, which the slim image lacks).
RUN command -v cmake >/dev/null && command -v make >/dev/null || (apt-get update -qq && \
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends cmake make)
# The runtime's empty /data, made here: the runtime image has no shell to make it.
WORKDIR /data
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY engine engine
COPY fake-discord fake-discord
COPY src src
COPY migrations migrations
COPY locales locales
COPY assets assets
COPY benches benches
RUN cargo build --release --locked --features voice --bin regisseur

# Distroless: glibc, CA certificates and time zones; no shell, no package manager; runs as
# `nonroot` (uid 65532). The digest pins one build of the tag; to move it on:
#   docker buildx imagetools inspect gcr.io/distroless/base-nossl-debian12:nonroot
FROM gcr.io/distroless/base-nossl-debian12:nonroot@sha256:be40c00dfabd86576d92666e87e406714d5618342de1a0c213ad232de255172e
# Rust's unwinder, the one library the binary needs beyond glibc (Debian 12's, as in
# distroless/cc, which would add libstdc++ and OpenSSL besides); /lib is on the loader's path.
COPY --from=build /lib/*-linux-gnu/libgcc_s.so.1 /lib/
COPY --from=build --chown=65532:65532 /data /data
COPY --from=build /src/target/release/regisseur /usr/local/bin/regisseur
WORKDIR /data
ENV DATABASE_URL=sqlite:///data/regisseur.db
ENV HEALTH_FILE=/data/health
# The web view, when WEB_ADDR is set (docker-compose.yml sets 0.0.0.0:8080).
EXPOSE 8080
VOLUME ["/data"]
# The running bot rewrites /data/health every 5 s while its gateway is connected and its
# executors answer; `regisseur health` fails once the file is 30 s old (exec form: no shell).
# docker-compose.yml inherits it. `docker stop` sends SIGTERM: the bot stops cleanly.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["regisseur", "health"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["regisseur"]
CMD ["run"]
