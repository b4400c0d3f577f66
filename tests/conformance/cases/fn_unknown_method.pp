$x = [1].nosuchmethod()
