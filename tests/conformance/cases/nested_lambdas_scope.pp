$outer = 'o'
$r = [1, 2].map |$x| { [10, 20].map |$y| { "${outer}${x}${y}" } }
notify { "${r}": }
