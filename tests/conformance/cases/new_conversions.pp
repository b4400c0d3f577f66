$a = Integer('42') + 1
$b = String(42)
$c = Array({a=>1})
$d = Hash([a,1,b,2])
$e = Float('2.5')
$f = Boolean('true')
$g = String(5, '%03d')
$h = Integer('0x1f')
notify { "${a} ${b} ${c} ${d} ${e} ${f} ${g} ${h}": }
