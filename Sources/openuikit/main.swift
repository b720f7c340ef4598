// Top-level code runs on the main actor; the commands rely on that (`MainActor.assumeIsolated`).
OpenUIKitCommand.main()
