import { PageHeader } from '@hifi/shared';

/** /discover: search, filters and the infinite track list arrive with the discovery issue. */
export function DiscoverPage() {
  const buildLabel = import.meta.env.PUBLIC_BUILD_LABEL;
  return (
    <div>
      <PageHeader
        title="Discover Hi-Fi Audio"
        subtitle="Search and listen to lossless audio files shared by our community"
      />
      {buildLabel && <p className="text-xs text-slate-500">Build {buildLabel}</p>}
    </div>
  );
}
