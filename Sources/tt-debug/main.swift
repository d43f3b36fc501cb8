print("tt-debug: not built yet")
