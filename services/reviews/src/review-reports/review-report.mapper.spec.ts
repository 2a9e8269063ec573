import { toAdminReviewReport } from './review-report.mapper';
import { ReviewReportRow } from './review-report.row';

describe(toAdminReviewReport.name, () => {
  const at = new Date('2025-05-01T12:00:00.000Z');
  const open: ReviewReportRow = {
    id: 7,
    review_id: 3,
    reporter_id: 41,
    reporter_name: 'Niamh Byrne',
    reporter_email: 'niamh@example.ie',
    reason: 'spam',
    details: null,
    status: 'open',
    created_at: at,
    decision: null,
    decision_reason: null,
    decided_by: null,
    decided_by_name: null,
    resolved_at: null,
    shop_id: 9,
    shop_name: 'Galway Bakery',
    rating: 1,
    comment: 'Buy cheap watches at …',
    first_name: 'Spammy',
    hidden_at: null,
    review_created_at: at,
    review_updated_at: at,
  };

  it('shows an open report with its review, the reporter and no decision', () => {
    expect(toAdminReviewReport(open)).toEqual({
      id: 7,
      reviewId: 3,
      reason: 'spam',
      details: null,
      status: 'open',
      createdAt: '2025-05-01T12:00:00.000Z',
      review: {
        id: 3,
        shopId: 9,
        shopName: 'Galway Bakery',
        rating: 1,
        comment: 'Buy cheap watches at …',
        user: { firstName: 'Spammy' },
        hidden: false,
        createdAt: '2025-05-01T12:00:00.000Z',
        updatedAt: '2025-05-01T12:00:00.000Z',
      },
      reporter: { id: 41, name: 'Niamh Byrne', email: 'niamh@example.ie' },
      resolution: null,
    });
  });

  it('shows a resolved report’s decision and the hidden review', () => {
    const resolvedAt = new Date('2025-05-02T08:00:00.000Z');
    const report = toAdminReviewReport({
      ...open,
      status: 'resolved',
      decision: 'hide',
      decision_reason: 'Advertising',
      decided_by: 1,
      decided_by_name: 'Site Admin',
      resolved_at: resolvedAt,
      hidden_at: resolvedAt,
    });
    expect(report.review.hidden).toBe(true);
    expect(report.resolution).toEqual({
      action: 'hide',
      reason: 'Advertising',
      admin: { id: 1, name: 'Site Admin' },
      resolvedAt: '2025-05-02T08:00:00.000Z',
    });
  });
});
