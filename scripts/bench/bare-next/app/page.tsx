/** A page with no client code of its own: what Next.js alone sends to the browser. */
export default function BarePage() {
  return <h1>Bare Next.js</h1>;
}
