import Testing
@testable import OpenUIKitPort
