import { type Release, toast, useReplaceReleaseLink } from '@hifi/shared';
import { SecretLinkField } from '@hifi/shared/secret-link-field';

/** The owner's secret link of an unlisted release (SecretLinkField). */
export function ReleaseLink({ release }: { release: Release }) {
  const replace = useReplaceReleaseLink();
  if (!release.link || release.visibility !== 'unlisted') return null;
  return (
    <SecretLinkField
      token={release.link}
      what="release"
      replacing={replace.isPending}
      onReplace={() =>
        replace.mutate(release.id, {
          onSuccess: () => toast.success('New link made: the old one no longer opens the release'),
          onError: () => toast.error('Could not replace the link'),
        })
      }
    />
  );
}
