$x = 1 +  # comment
