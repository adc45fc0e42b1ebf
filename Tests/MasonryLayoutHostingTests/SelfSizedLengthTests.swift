// The length a self-sizing feed cell takes along the flow, worked out by
// hand for the views a feed shows, and for measurements that are not
// lengths.

import Testing

@testable import MasonryLayoutHosting

@Suite struct SelfSizedLengthTests {
  @Test func eachKindOfViewTakesTheLengthItShows() {
    // A placeholder takes what it is offered, and 10 offered nothing.
    #expect(SelfSizedLength.resolved(atEstimate: 180, ideal: 10, estimate: 180) == 180)
    // Text shorter than the estimate keeps its own length.
    #expect(SelfSizedLength.resolved(atEstimate: 60, ideal: 60, estimate: 180) == 60)
    // Text longer than the estimate, cut to it when offered it, is whole.
    #expect(SelfSizedLength.resolved(atEstimate: 180, ideal: 240, estimate: 180) == 240)
    // A loading image with no ideal length takes the estimate.
    #expect(SelfSizedLength.resolved(atEstimate: 180, ideal: 0, estimate: 180) == 180)
    // No estimate: both measurements are the ideal.
    #expect(SelfSizedLength.resolved(atEstimate: 75, ideal: 75, estimate: nil) == 75)
  }

  @Test func measurementsThatAreNotLengthsAreNotRead() {
    let bad: [Double] = [.nan, .infinity, -.infinity, -1]
    for value in bad {
      #expect(SelfSizedLength.resolved(atEstimate: value, ideal: 40, estimate: 100) == 40)
      #expect(SelfSizedLength.resolved(atEstimate: 120, ideal: value, estimate: 100) == 120)
      #expect(SelfSizedLength.resolved(atEstimate: value, ideal: value, estimate: 100) == 100)
      #expect(SelfSizedLength.resolved(atEstimate: value, ideal: value, estimate: value) == 0)
      #expect(SelfSizedLength.resolved(atEstimate: value, ideal: value, estimate: nil) == 0)
    }
  }
}
