$x = [1,2,3].filter |$v| { $v % 2 == 1 }
  .map |$v| { $v * 10 }
notify { "${x}": }
