// Placeholder until the engine lands; see the issue tracker.
