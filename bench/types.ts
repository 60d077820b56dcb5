/**
 * A page or endpoint measured by `npm run bench`, beside the separate bare app's page of the same
 * kind (bench/lib/bare-app.ts): its static page, or its per-request page for `perRequest` ones.
 */
export type BenchTarget = {
  name: string;
  /** Path on the running app, or a function of the large-catalogue flag. */
  path: string;
  /** Expected status (redirect rules answer 301). */
  status?: number;
  /** Only measured when the large catalogue is loaded (`npm run bench -- --large`). */
  largeOnly?: boolean;
  /** Rendered for each request (signed-in pages, endpoints): compared with the bare per-request page. */
  perRequest?: boolean;
  /** Request headers (e.g. a session cookie), prepared once before the target is measured. */
  headers?: (context: { databaseUrl: string }) => Promise<Record<string, string>>;
};

/** A section that measures something else than HTTP pages (e.g. the search function). */
export type BenchSection = (context: {
  baseUrl: string;
  databaseUrl: string;
  large: boolean;
  /** The separate bare app's static and per-request pages (full addresses), of the shop's median weight. */
  bare: { staticUrl: string; perRequestUrl: string; pid: number | undefined };
  /** The shop server's process group, for its CPU time. */
  shopPid: number | undefined;
  /** Rounds and seconds per measure asked for (`--rounds`, `--quick`). */
  rounds: number;
  seconds: number;
  /** The shop's median HTML weight, in bytes (the bare app's pages are built to it). */
  weight: number;
  /** A free port for a server of the section's own (BENCH_PORT + 1, one at a time). */
  variantPort: number;
  /** Starts a second server of the same build with these settings added to its environment. */
  startServer: (
    settings: Record<string, string>,
  ) => Promise<{ url: string; stop: () => void; pid: number | undefined }>;
}) => Promise<void>;
