$x = [1,2].filter |$v| { $v > 1 }.map |$v| { $v * 2 }
notify { "${x}": }
