export default function HomePage() {
  return (
    <main id="contenu">
      <h1>Nuancier</h1>
    </main>
  );
}
