# An iterator walked by each, map or filter goes on from where it stopped.
$i = [1,2,3].reverse_each
notify { 'a': message => "${$i.each |$x| { if $x == 2 { break() } }} ${$i.map |$x| { $x }} ${$i.map |$x| { $x }} ${Array($i)} ${$i.reduce |$m, $x| { $m + $x }}" }
$r = 4.reverse_each
notify { 'b': message => "${$r.map |$x| { $x }} ${$r.reverse_each.map |$x| { $x }} ${$r.step(2).map |$x| { $x }} ${Array($r)}" }
$s = [1,2,3,4].step(2)
notify { 'c': message => "${Array($s)} ${Array($s)}" }
$h = {a=>1,b=>2}.step(1)
notify { 'd': message => "${$h.map |$k, $v| { $v }} ${$h.map |$x| { $x }} ${$h.filter |$k, $v| { true }}" }
