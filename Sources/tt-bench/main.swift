print("tt-bench: not built yet")
