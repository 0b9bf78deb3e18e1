import { describe, expect, it } from 'vitest';
import { kmeans1d, kmeans2d, type Point } from '../../src/signal/kmeans.js';

describe('kmeans2d with the centroid pinned at the origin (CETR)', () => {
  // A(1,0) B(0,1) G(5,5) D(9,9) E(10,9) F(20,20), k = 3.
  // Start (farthest): c0 = origin; squared distances to it 1, 1, 50, 162, 181, 800, so c1 = F;
  // distances to {origin, F}: 1, 1, min(50, 450) = 50, min(162, 242) = 162, min(181, 221) = 181, 0,
  // so c2 = E(10,9).
  // Round 1: A, B → c0 (1); G → c2 (25 + 16 = 41 < 50); D → c2 (1); E → c2 (0); F → c1.
  // Update: c0 stays (0,0); c1 = F = (20,20); c2 = mean(G, D, E) = (24/3, 23/3) = (8, 7.667).
  // Round 2: G → c2 (9 + 7.111 = 16.1 < 50); D → c2 (1 + 1.78); E → c2 (4 + 1.78); A, B → c0 (1):
  // nothing changes, so the algorithm stops after 2 rounds.
  const points: Point[] = [
    [1, 0],
    [0, 1],
    [5, 5],
    [9, 9],
    [10, 9],
    [20, 20],
  ];

  it('solves the hand-computed example', () => {
    const r = kmeans2d(points, 3, { pinOrigin: true });
    expect(r.assignment).toEqual([0, 0, 2, 2, 2, 1]);
    expect(r.centroids[0]).toEqual([0, 0]);
    expect(r.centroids[1]).toEqual([20, 20]);
    expect(r.centroids[2]![0]).toBeCloseTo(8, 12);
    expect(r.centroids[2]![1]).toBeCloseTo(23 / 3, 12);
    expect(r.iterations).toBe(2);
  });

  it('moves centroid 0 to its cluster mean when not pinned', () => {
    // Unpinned, the farthest start begins at the point nearest the origin, A(1,0); then F; then
    // the point farthest from both: E, min(81 + 81, 100 + 121) = 162, beats D's 145 and G's 41.
    // Round 1: B → c0 (2); G is 16 + 25 = 41 from A and 25 + 16 = 41 from E, a tie that goes to
    // the lower index c0; D, E → c2; F → c1. c0 = mean(A, B, G) = (2, 2), c2 = mean(D, E) = (9.5, 9).
    // Round 2: G → c0 (9 + 9 = 18 < 20.25 + 16); nothing changes.
    const r = kmeans2d(points, 3);
    expect(r.assignment).toEqual([0, 0, 0, 2, 2, 1]);
    expect(r.centroids).toEqual([
      [2, 2],
      [20, 20],
      [9.5, 9],
    ]);
  });

  it('copes with fewer points than clusters, and with none', () => {
    // One point: c1 is the point, and so is c2 (every distance is then 0); ties go to c1.
    expect(kmeans2d([[3, 4]], 3, { pinOrigin: true })).toEqual({
      assignment: [1],
      centroids: [
        [0, 0],
        [3, 4],
        [3, 4],
      ],
      iterations: 2,
    });
    expect(kmeans2d([], 3, { pinOrigin: true })).toEqual({ assignment: [], centroids: [[0, 0]], iterations: 0 });
  });
});

describe('kmeans1d (CETR-KM)', () => {
  it('solves a hand-computed example', () => {
    // Start: c0 = min = 0; farthest from it 30 → c1; farthest from {0, 30}: 11 (distance 11) → c2.
    // Round 1: 0, 1, 2 → c0; 10, 11 → c2; 30 → c1. Update: c0 = 1, c1 = 30, c2 = 10.5.
    // Round 2: 2 → c0 (1 < 8.5); nothing changes.
    const r = kmeans1d([0, 1, 2, 10, 11, 30], 3);
    expect(r).toEqual({ assignment: [0, 0, 0, 2, 2, 1], centroids: [1, 30, 10.5], iterations: 2 });
  });

  it('starts from the (i + ½)/k quantiles or an even range when asked', () => {
    // Sorted 0 1 2 10 11 30: quantiles 1/6, 1/2, 5/6 are indices 1, 3, 5 → start 1, 10, 30; one
    // round puts 0, 1, 2 | 10, 11 | 30 together, and the update gives 1, 10.5, 30.
    expect(kmeans1d([0, 1, 2, 10, 11, 30], 3, { init: 'quantile', maxIterations: 1 }).centroids).toEqual([1, 10.5, 30]);
    // Range 0..30 in 3 steps: start 0, 15, 30; 10 is nearer 15 than 0, so the same groups form.
    expect(kmeans1d([0, 1, 2, 10, 11, 30], 3, { init: 'range', maxIterations: 1 }).centroids).toEqual([1, 10.5, 30]);
  });

  it('copes with fewer points than clusters, and with none', () => {
    expect(kmeans1d([4, 9], 3)).toEqual({ assignment: [0, 1], centroids: [4, 9, 4], iterations: 2 });
    expect(kmeans1d([], 3)).toEqual({ assignment: [], centroids: [], iterations: 0 });
    expect(() => kmeans1d([1], 0)).toThrow(RangeError);
  });
});
