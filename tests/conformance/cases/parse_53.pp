$x = [1,2].map |$v| { $v ? { 1 => 'one', default => 'other' }.upcase }
notify { "${x}": }
