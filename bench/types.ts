/** A page or endpoint measured by `npm run bench`, beside the bare-page baseline. */
export type BenchTarget = {
  name: string;
  /** Path on the running app, or a function of the large-catalogue flag. */
  path: string;
  /** Expected status (redirect rules answer 301). */
  status?: number;
  /** Only measured when the large catalogue is loaded (`npm run bench -- --large`). */
  largeOnly?: boolean;
  /** Request headers (e.g. a session cookie), prepared once before the target is measured. */
  headers?: (context: { databaseUrl: string }) => Promise<Record<string, string>>;
};

/** A section that measures something else than HTTP pages (e.g. the search function). */
export type BenchSection = (context: {
  baseUrl: string;
  databaseUrl: string;
  large: boolean;
  /** Rounds and seconds per measure asked for (`--rounds`, `--quick`). */
  rounds: number;
  seconds: number;
  /** Starts a second server of the same build with these settings added to its environment. */
  startServer: (
    settings: Record<string, string>,
  ) => Promise<{ url: string; stop: () => void; pid: number | undefined }>;
}) => Promise<void>;
