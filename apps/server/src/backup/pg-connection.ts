// pg_dump and pg_restore are given the database through libpq's environment variables, never a URL argument:
// a command line is visible to every user of the machine (ps, /proc/PID/cmdline), the environment of another
// user's process is not.

/** libpq's URL query parameters and the variables that say the same (libpq's "Environment Variables"). */
const PARAMETER_VARIABLES: Record<string, string> = {
  host: "PGHOST",
  hostaddr: "PGHOSTADDR",
  port: "PGPORT",
  dbname: "PGDATABASE",
  user: "PGUSER",
  password: "PGPASSWORD",
  passfile: "PGPASSFILE",
  options: "PGOPTIONS",
  application_name: "PGAPPNAME",
  connect_timeout: "PGCONNECT_TIMEOUT",
  client_encoding: "PGCLIENTENCODING",
  sslmode: "PGSSLMODE",
  sslrootcert: "PGSSLROOTCERT",
  sslcert: "PGSSLCERT",
  sslkey: "PGSSLKEY",
  sslcrl: "PGSSLCRL",
  sslcompression: "PGSSLCOMPRESSION",
  sslnegotiation: "PGSSLNEGOTIATION",
  requiressl: "PGREQUIRESSL",
  channel_binding: "PGCHANNELBINDING",
  gssencmode: "PGGSSENCMODE",
  krbsrvname: "PGKRBSRVNAME",
  target_session_attrs: "PGTARGETSESSIONATTRS",
  load_balance_hosts: "PGLOADBALANCEHOSTS",
  require_auth: "PGREQUIREAUTH",
};

/** The variables libpq reads for DATABASE_URL (postgres://user:password@host:port/database?sslmode=...). */
export function pgClientEnv(databaseUrl: string): Record<string, string> {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error("DATABASE_URL is not a postgres://user:password@host:port/database URL.");
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:")
    throw new Error("DATABASE_URL is not a postgres://user:password@host:port/database URL.");
  const env: Record<string, string> = {};
  const set = (name: string, value: string) => {
    if (value !== "") env[name] = value;
  };
  // A host in brackets is an IPv6 address: libpq takes it without them.
  set("PGHOST", decodeURIComponent(url.hostname.replace(/^\[(.*)\]$/, "$1")));
  set("PGPORT", url.port);
  set("PGUSER", decodeURIComponent(url.username));
  set("PGPASSWORD", decodeURIComponent(url.password));
  set("PGDATABASE", decodeURIComponent(url.pathname.replace(/^\//, "")));
  for (const [parameter, value] of url.searchParams) {
    const variable = PARAMETER_VARIABLES[parameter];
    if (!variable) throw new Error(`DATABASE_URL has a parameter pg_dump does not know: ${parameter}.`);
    env[variable] = value;
  }
  return env;
}
