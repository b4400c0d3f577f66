$x = reverse(3)
