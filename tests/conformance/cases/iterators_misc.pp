$r = [1,2,3].reverse_each.map |$x| { $x * 2 }
$s = [1,2,3,4,5].slice(2).map |$p| { $p }
$t = 1.step(10, 3).map |$x| { $x }
notify { "r=${r} s=${s} t=${t}": }
