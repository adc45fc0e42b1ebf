// CircularLayoutHosting: what a host layer decides when it puts a wheel or
// a carousel on screen, in platform-free code that builds and is tested on
// Linux. CircularLayoutUIKit (and the SwiftUI product) only forward to it.
