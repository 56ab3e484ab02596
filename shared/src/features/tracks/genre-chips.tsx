import { useLocation, useNavigate } from 'react-router-dom';
import { Badge } from '../../ui/badge.tsx';

/**
 * A track's genres; a click filters by that genre on the page the visitor is on (docs/product.md#2-screens-and-routes: it sets
 * ?genre= on the current path, keeping the other parameters).
 */
export function GenreChips({ genres }: { genres: readonly string[] }) {
  const navigate = useNavigate();
  const location = useLocation();
  if (genres.length === 0) return null;
  const select = (genre: string) => {
    const params = new URLSearchParams(location.search);
    params.set('genre', genre);
    navigate({ pathname: location.pathname, search: `?${params}` });
  };
  return (
    <ul aria-label="Genres" className="flex flex-wrap gap-1">
      {genres.map((genre) => (
        <li key={genre}>
          <button
            type="button"
            aria-label={`Filter by ${genre}`}
            className="rounded-full focus-visible:outline-2 focus-visible:outline-sky-500"
            onClick={(event) => {
              // chips sit inside clickable cards
              event.stopPropagation();
              select(genre);
            }}
          >
            <Badge variant="outline" className="cursor-pointer hover:bg-slate-800">
              {genre}
            </Badge>
          </button>
        </li>
      ))}
    </ul>
  );
}
