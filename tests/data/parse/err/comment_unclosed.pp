$x = 4 /* half
notice($x)
