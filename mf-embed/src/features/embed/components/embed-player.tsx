import { useParams } from 'react-router-dom';

/** /embed/audio/:id, 600x150 in its own layout: the mini player arrives with the embed issue. */
export function EmbedPlayer() {
  const { id = '' } = useParams();
  return (
    <section
      aria-label="Embedded player"
      className="flex h-[150px] w-[600px] flex-col justify-center gap-2 p-4"
    >
      <h1 className="text-lg font-semibold text-slate-50">Embedded player</h1>
      <a
        className="text-sm text-sky-400 hover:underline"
        href={`/audio/${id}`}
        target="_blank"
        rel="noreferrer"
      >
        View
      </a>
    </section>
  );
}
