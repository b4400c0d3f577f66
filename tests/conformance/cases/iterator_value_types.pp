# An iterator is a value: printed by its general element type, typed by its subject's elements.
$i = [1,2,3].reverse_each
notify { 'a': message => "${i} ${type($i)} ${type($i, generalized)}" }
notify { 'b': message => "${{a=>1}.reverse_each} ${type({a=>1}.reverse_each)} ${type({a=>1,b=>2}.step(1))} ${type({}.step(2))}" }
notify { 'c': message => "${'abc'.reverse_each} ${type('abc'.reverse_each)} ${type(''.step(2))} ${type(0.step(2))}" }
notify { 'd': message => "${reverse_each(3)} ${type(reverse_each(3))} ${Integer[1,3].reverse_each} ${type(Integer[1,3].reverse_each)}" }
notify { 'e': message => "${[].reverse_each} ${[1,'a'].reverse_each} ${type([1,'a'].reverse_each)} ${[1,1,2].reverse_each.type} ${[[1],[1]].reverse_each.type}" }
notify { 'f': message => "${type(Enum[a,b].reverse_each)} ${Array(Enum[a,b].reverse_each)} ${Enum[a,b].reverse_each}" }
notify { 'g': message => "${type(Integer[1,10].step(4))} ${Array(Integer[1,10].step(4))} ${type(Integer[1,10].step(4).reverse_each)} ${Array(Integer[1,10].step(4).reverse_each)} ${type(10.step(3))}" }
notify { 'h': message => "${type(5.reverse_each.step(2))} ${Array(5.reverse_each.step(2))} ${type(4.reverse_each.step(2))} ${Array(4.reverse_each.step(2))}" }
