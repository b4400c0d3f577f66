if true { $v = 1 } elsif true { $v = 2 } else { $v = 3 }
notify { "v${v}": }
