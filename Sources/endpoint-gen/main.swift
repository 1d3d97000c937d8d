print("endpoint-gen: not implemented yet")
