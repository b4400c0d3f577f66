$x = 1 -> Notify['b']
