# Iterators against types, equality, truth and selectors.
$i = [1,2].reverse_each
notify { 'a': message => "${$i =~ Iterator} ${$i =~ Iterable} ${$i =~ Iterator[Integer]} ${$i =~ Array} ${$i =~ Iterator[Integer[1,2]]} ${$i =~ Iterator[Integer[2,2]]}" }
notify { 'b': message => "${$i =~ Iterable[Integer]} ${$i =~ Iterable[String]} ${$i =~ Collection} ${$i =~ Data} ${$i =~ RichData} ${$i =~ Any}" }
notify { 'c': message => "${$i == $i} ${$i == [2,1]} ${[1].reverse_each == [1].reverse_each} ${$i.step(1) == $i} ${$i.step(2) == $i}" }
notify { 'd': message => "${$i ? { Iterator => 'it', default => 'no' }} ${!$i} ${Iterator[Integer] < Iterable[Integer]} ${String(Iterator)} ${Iterator[String]}" }
notify { 'e': message => "${[$i, $i].unique} ${{$i => 1}} ${[$i]} ${[$i].flatten} ${$i.max} ${$i.with |$x| { $x }}" }
case $i {
  [2, 1]: { notify { 'array': } }
  default: { notify { 'other': } }
}
