$g = [1, 2, 3, 4].group_by |$x| { $x % 2 }
$p = [1, 2, 3, 4].partition |$x| { $x > 2 }
notify { "${g} ${p}": }
