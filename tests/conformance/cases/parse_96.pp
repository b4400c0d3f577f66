$x = 'abc' ? { /(b)/ => "got ${1}", default => 'none' }.upcase
notify { $x: }
