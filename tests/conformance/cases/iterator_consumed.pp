# What consumes an iterator: conversions, splat, iteration functions.
$i = [1,2,3].reverse_each
notify { 'a': message => "${Array($i)} ${[*$i]} ${$i.map |$x| { $x * 2 }} ${Tuple($i)} ${String($i)} ${String([$i])}" }
notify { 'b': message => "${[3,1,2].reverse_each.unique} ${[1,2].reverse_each.filter |$x| { $x > 1 }} ${[1,2].reverse_each.reduce |$m, $x| { $m + $x }}" }
notify { 'c': message => "${[1,2].reverse_each.map |$i, $x| { $i }} ${{a=>1,b=>2}.reverse_each.map |$k, $v| { $v }} ${{a=>1,b=>2}.step(1).map |$k, $v| { $v }} ${{a=>1,b=>2}.step(2).map |$k, $v| { $v }}" }
notify { 'd': message => "${[3,1,2].reverse_each.any |$x| { $x > 2 }} ${[1,2].reverse_each.all |$x| { $x > 0 }} ${[1,2].reverse_each.strip} ${[1,2].reverse_each.convert_to(Array)}" }
notify { 'e': message => "${Enum[a,b].map |$i, $x| { "${i}${x}" }} ${[1,2,3,4,5].step(2).map |$x| { $x * 10 }} ${[1,2,3].reverse_each.step(2).map |$x| { $x }}" }
notify { 'f': message => "${{a=>1,b=>2}.step(1).filter |$k, $v| { $v > 1 }} ${{a=>1,b=>2}.step(1).index |$v| { $v == 2 }}" }
