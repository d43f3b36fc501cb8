/// Reading, seeking and re-running recorded sessions.
