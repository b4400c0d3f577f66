[1, 2].each |$x| { }.each |$y| { }
