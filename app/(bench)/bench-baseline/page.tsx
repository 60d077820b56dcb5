/** A bare static page: the benchmark's baseline, served by the same server in the same run. */
export const metadata = { robots: { index: false, follow: false } };

export default function BenchBaseline() {
  return <p>ok</p>;
}
