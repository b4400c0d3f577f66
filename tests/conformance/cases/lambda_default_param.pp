$r = [1, 2].map |$x, $y = 'd'| { "${x}${y}" }
notify { "${r}": }
