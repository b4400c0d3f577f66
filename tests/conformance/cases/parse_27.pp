$x = [1,2] ? { Array => 'arr' }.upcase
notify { $x: }
