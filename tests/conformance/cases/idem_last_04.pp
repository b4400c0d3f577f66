class c { $x = 1 $x }
