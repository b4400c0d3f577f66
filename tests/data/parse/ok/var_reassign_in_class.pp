class a { $x = 1 $x = 2 }
include a
