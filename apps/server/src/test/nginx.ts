import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port";

// A real nginx (Debian's package; .ci/run installs it) in front of the tests' app servers, running the site
// configuration that docs/deploy.md gives to operators (deploy/nginx/brigade.conf), with a certificate made for
// the test.

const SITE = fileURLToPath(new URL("../../../../deploy/nginx/brigade.conf", import.meta.url));
const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"].find((p) => existsSync(p));

/** The site file with its ${BRIGADE_*} names filled in, as `envsubst` with those names does. */
export function renderSite(values: Record<string, string>): string {
  const site = readFileSync(SITE, "utf8").replace(/\$\{(BRIGADE_[A-Z_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx/brigade.conf needs ${name}`);
    return value;
  });
  return site;
}

export type Nginx = {
  /** https://localhost:port */
  base: string;
  /** http://localhost:port (redirects to base). */
  plainBase: string;
  /** The certificate the test trusts. */
  ca: string;
  log: () => string;
  /** Brigade's access log, as the site configuration writes it. */
  accessLog: () => string;
  stop: () => Promise<void>;
};

export async function startNginx(upstreams: string[]): Promise<Nginx> {
  if (!NGINX) throw new Error("nginx is not installed: apt-get install nginx (.ci/run does)");
  const dir = mkdtempSync(join(tmpdir(), "brigade-nginx-"));
  for (const sub of ["temp", "logs"]) mkdirSync(join(dir, sub));
  // nginx's workers run as an unprivileged user when the test runs as root: they write their temp files here.
  chmodSync(dir, 0o755);
  chmodSync(join(dir, "temp"), 0o777);
  const [cert, key] = [join(dir, "cert.pem"), join(dir, "key.pem")];
  const subject = ["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"];
  const keyPair = ["-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert];
  execFileSync("openssl", ["req", "-x509", "-days", "1", ...subject, ...keyPair], { stdio: "ignore" });
  const [http, https] = [await freePort(), await freePort()];
  const site = renderSite({
    BRIGADE_UPSTREAM_SERVERS: upstreams.map((u) => `server ${u};`).join(" "),
    BRIGADE_PUBLIC_HOST: `localhost:${https}`,
    BRIGADE_HTTP_LISTEN: `127.0.0.1:${http}`,
    BRIGADE_HTTPS_LISTEN: `127.0.0.1:${https}`,
    BRIGADE_TLS_CERTIFICATE: cert,
    BRIGADE_TLS_KEY: key,
    BRIGADE_ACCESS_LOG: join(dir, "logs", "brigade-access.log"),
  });
  writeFileSync(join(dir, "brigade.conf"), site);
  const temp = (name: string) => `${name}_temp_path ${join(dir, "temp", name)};`;
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "logs", "error.log")} warn;`,
      "worker_processes 1;",
      "events { worker_connections 512; }",
      "http {",
      `  access_log ${join(dir, "logs", "access.log")};`,
      `  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join(" ")}`,
      `  include ${join(dir, "brigade.conf")};`,
      "}",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const log = () => `${stderr}${readIfThere(join(dir, "logs", "error.log"))}`;
  const ca = readFileSync(cert, "utf8");
  const base = `https://localhost:${https}`;

  for (const deadline = Date.now() + 15_000; ; await sleep(100)) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${log()}`);
    if (Date.now() > deadline) throw new Error(`nginx did not answer in 15 s:\n${log()}`);
    if ((await httpsGet(`${base}/healthz`, ca).catch(() => 0)) === 200) break;
  }
  return {
    base,
    plainBase: `http://localhost:${http}`,
    ca,
    log,
    accessLog: () => readIfThere(join(dir, "logs", "brigade-access.log")),
    stop: async () => {
      child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readIfThere(file: string): string {
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

async function httpsGet(url: string, ca: string): Promise<number> {
  return (await httpsCall(url, { ca })).status;
}

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request over https trusting `ca`, on a connection of its own. */
export function httpsCall(
  url: string,
  opts: { ca: string; method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const headers = { ...opts.headers, ...(body !== undefined && { "content-type": "application/json" }) };
    const req = request(url, { ca: opts.ca, agent: false, method: opts.method ?? "GET", headers }, (res) => {
      let text = "";
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject).end(body);
  });
}
