$r = notify { 'a': }.map |$x| { $x }
notify { "${r}": }
