$x = 1
if true { $x = 2 }
