[1,2].each |$x { }
