// The part of autocannon's programmatic API the chain bench uses (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; mean: number; min: number; max: number; p50: number; p99: number; total: number };
  export type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
  };
  export default function autocannon(opts: Options): Promise<Result>;
}
