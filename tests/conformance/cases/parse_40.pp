$x = new
