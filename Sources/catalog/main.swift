print("catalog: not implemented yet")
