$x = [1,2,3].each |$i| $i
