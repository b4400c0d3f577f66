$x = [3,1,1].map |$v| { $v }.sort.unique
notify { "${x}": }
