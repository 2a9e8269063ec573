import { FallbackImage } from '@/components/media/fallback-image';
import { cn } from '@/lib/utils';

/**
 * A message's images as thumbnails; each opens full size in a new tab (the plain link is keyboard- and
 * screen-reader-friendly, and needs no dialog of its own).
 */
export function MessageAttachments({ urls, className }: { urls: string[]; className?: string }) {
  if (urls.length === 0) return null;
  return (
    <ul className={cn('grid grid-cols-2 gap-1', className)} aria-label="Images">
      {urls.map((url, index) => (
        <li key={url}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open image ${index + 1} full size`}
            data-testid="chat-attachment"
          >
            <FallbackImage
              src={url}
              alt={`Image ${index + 1}`}
              sizes="128px"
              className="size-28 rounded-lg object-cover"
              fallback={<span className="block size-28 rounded-lg bg-muted" />}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
