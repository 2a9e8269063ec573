import { MAX_REVIEW_COMMENT_LENGTH } from '@app/contracts';

import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

import { StarInput } from './star-input';

type RatingFieldsProps = {
  idPrefix: string;
  rating: number;
  comment: string;
  onRatingChange: (rating: number) => void;
  onCommentChange: (comment: string) => void;
  disabled?: boolean;
};

/** The star selection and the comment box of 3 rows (spec section 2, Rating). */
export function RatingFields({
  idPrefix,
  rating,
  comment,
  onRatingChange,
  onCommentChange,
  disabled,
}: RatingFieldsProps) {
  return (
    <div className="grid gap-4">
      <StarInput value={rating} onChange={onRatingChange} disabled={disabled} />
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-comment`}>Comment (optional)</Label>
        <Textarea
          id={`${idPrefix}-comment`}
          rows={3}
          maxLength={MAX_REVIEW_COMMENT_LENGTH}
          placeholder="Share your experience with this shop..."
          value={comment}
          onChange={(event) => onCommentChange(event.target.value)}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
