// MasonryLayoutHosting: what a host layer decides when it puts a masonry
// feed on screen, in platform-free code that builds and is tested on
// Linux. MasonryLayoutUIKit (and the SwiftUI product) only forward to it.
